import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: 'GET' | 'POST';
  path: string;
}

/**
 * Every API route the server has, read from Fastify's route tree (`printRoutes`), so a new endpoint is
 * fuzzed without anyone adding it to a list.
 */
export function apiRoutes(app: FastifyInstance): RouteEntry[] {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n').filter(Boolean);
  const stack: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of lines) {
    const marker = line.search(/[├└]── /);
    if (marker < 0) continue;
    const depth = marker / 4;
    const match = /── (\S+) \(([^)]+)\)/.exec(line.slice(marker));
    const segment = match?.[1] ?? /── (\S+)/.exec(line.slice(marker))?.[1] ?? '';
    stack.length = depth;
    stack.push(segment);
    if (!match) continue;
    const path = `/${stack.join('').replace(/^\/+/, '')}`.replace(/\/+/g, '/');
    for (const method of match[2]!.split(',').map((m) => m.trim())) {
      if ((method === 'GET' || method === 'POST') && /^\/(userapi|sportapi)\//.test(path)) {
        routes.push({ method, path });
      }
    }
  }
  return routes;
}
