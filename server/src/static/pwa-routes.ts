import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** server/public/pwa: the service worker, the manifest, the offline page and the app icons (docs/pwa.md). */
export const PWA_DIR = path.resolve(__dirname, '..', '..', 'public', 'pwa');

/**
 * URL → file and type. Served `no-cache` (revalidated on every use): the worker must update as soon as it
 * changes (browsers also check it at least daily), and these few files are small.
 */
const FILES: Record<string, { file: string; type: string }> = {
  '/sw.js': { file: 'sw.js', type: 'text/javascript; charset=utf-8' },
  '/manifest.webmanifest': { file: 'manifest.webmanifest', type: 'application/manifest+json; charset=utf-8' },
  '/pwa/offline.html': { file: 'offline.html', type: 'text/html; charset=utf-8' },
  '/pwa/offline.js': { file: 'offline.js', type: 'text/javascript; charset=utf-8' },
  '/pwa/offline.css': { file: 'offline.css', type: 'text/css; charset=utf-8' },
  '/icons/icon-192.png': { file: 'icons/icon-192.png', type: 'image/png' },
  '/icons/icon-512.png': { file: 'icons/icon-512.png', type: 'image/png' },
  '/icons/icon-maskable-512.png': { file: 'icons/icon-maskable-512.png', type: 'image/png' },
};

export function registerPwaRoutes(app: FastifyInstance): void {
  for (const [url, { file, type }] of Object.entries(FILES)) {
    app.route({
      method: ['GET', 'HEAD'],
      url,
      config: { cache: 'own' },
      handler: async (_request, reply) => {
        const body = await fs.promises.readFile(path.join(PWA_DIR, file));
        return reply.header('cache-control', 'no-cache').type(type).send(body);
      },
    });
  }
}
