import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/envelope';

/** server/public/legal: the pages the login dialog frames (用户协议, 隐私政策). */
export const LEGAL_DIR = path.resolve(__dirname, '..', '..', '..', 'public', 'legal');
const PAGES: ReadonlySet<string> = new Set(['user-agreement.html', 'privacy.html']);

export function registerLegalRoutes(app: FastifyInstance): void {
  app.get<{ Params: { page: string } }>(
    '/legal/:page',
    {
      schema: {
        params: {
          type: 'object',
          required: ['page'],
          properties: { page: { type: 'string', maxLength: 64 } },
        },
      },
    },
    async (request, reply) => {
      // Only the listed files, so the parameter can never reach outside the folder.
      if (!PAGES.has(request.params.page)) throw new ApiError(404, '页面不存在', 404);
      const html = await fs.readFile(path.join(LEGAL_DIR, request.params.page), 'utf8');
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
}
