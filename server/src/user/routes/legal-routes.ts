import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/envelope';
import { FRAMEABLE_BY_SELF } from '../../security/headers';
import { NONCE_PLACEHOLDER, withStyleNonce } from '../../security/nonce-html';

/**
 * server/public/legal: the pages the login dialog frames (用户协议, 隐私政策). They are the only pages this
 * site's own pages may frame; everything else answers `frame-ancestors 'none'`.
 */
export const LEGAL_DIR = path.resolve(__dirname, '..', '..', '..', 'public', 'legal');
const PAGES: ReadonlySet<string> = new Set(['user-agreement.html', 'privacy.html']);
/** Where each page's head takes the one stylesheet both pages share (legal.css, inlined: CSP allows no link). */
const STYLE_MARK = '<!-- legal.css -->';

/** A page with the shared stylesheet inlined under the style nonce placeholder. */
async function readPage(page: string): Promise<string> {
  const [html, css] = await Promise.all([
    fs.readFile(path.join(LEGAL_DIR, page), 'utf8'),
    fs.readFile(path.join(LEGAL_DIR, 'legal.css'), 'utf8'),
  ]);
  return html.replace(STYLE_MARK, () => `<style nonce="${NONCE_PLACEHOLDER}">\n${css}</style>`);
}

export function registerLegalRoutes(app: FastifyInstance): void {
  app.get<{ Params: { page: string } }>(
    '/legal/:page',
    {
      config: { cache: 'own' },
      helmet: FRAMEABLE_BY_SELF,
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
      const html = await readPage(request.params.page);
      // no-cache: the page carries this response's CSP nonce.
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withStyleNonce(html, reply.cspNonce.style));
    },
  );
}
