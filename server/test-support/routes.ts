import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  url: string;
  methods: string[];
}

/**
 * Every route the app registered, read from Fastify's own route tree (`printRoutes`), which is the
 * router's view and so independent of what the OpenAPI plugin collected. Each tree line is one path
 * segment; its full path is the segments of its ancestors joined.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = /^([│├└─\s]*?)([├└]── )(\S+)(?: \(([^)]*)\))?\s*$/.exec(line);
    if (!match) continue;
    const depth = (match[1]!.length + match[2]!.length) / 4 - 1;
    stack.length = depth;
    stack.push(match[3]!);
    if (match[4]) routes.push({ url: stack.join(''), methods: match[4].split(',').map((m) => m.trim()) });
  }
  return routes;
}
