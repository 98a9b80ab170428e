import { type Express } from 'express';

import { appProcedureMap } from '@backoffice/api';

/** One way into the server: how to call it, and the procedure it calls (none for an express route). */
export interface RouteEntry {
  method: string;
  path: string;
  procedure: string | null;
  /** Where it was found: a REST operation, a tRPC procedure, or express's own routing. */
  source: 'rest' | 'trpc' | 'express';
}

interface Layer {
  rawPath?: string | RegExp | Array<string | RegExp>;
  route?: { path: string; methods: Record<string, boolean> };
  handle: {
    stack?: Layer[];
    restOperations?: ReadonlyArray<{ method: string; path: string; procedure: string }>;
  };
}

/** `/{*splat}`, `/:id` and optional parts become a concrete segment a request can take. */
const concrete = (path: string) =>
  path
    .replace(/\{\*[^}]+\}/g, 'probe')
    .replace(/:[A-Za-z_]\w*/g, 'probe')
    .replace(/[{}]/g, '');

const joinPath = (prefix: string, path: string) => `${prefix}${path === '/' ? '' : path}` || '/';

function walk(stack: Layer[], prefix: string, entries: RouteEntry[]) {
  for (const layer of stack) {
    const mount = typeof layer.rawPath === 'string' ? joinPath(prefix, layer.rawPath) : prefix;
    if (layer.route) {
      for (const [method, handled] of Object.entries(layer.route.methods)) {
        if (!handled || method === '_all') continue;
        entries.push({
          method: method.toUpperCase(),
          path: concrete(joinPath(prefix, layer.route.path)),
          procedure: null,
          source: 'express',
        });
      }
    } else if (layer.handle.restOperations) {
      for (const operation of layer.handle.restOperations) entries.push({ ...operation, source: 'rest' });
    } else if (layer.handle.stack) {
      walk(layer.handle.stack, mount === '/' ? '' : mount, entries);
    } else if (mount !== '/' && mount !== '') {
      // A middleware mounted at a path (tRPC's adapter, the API's 404): what it answers below it.
      for (const method of ['GET', 'POST'])
        entries.push({ method, path: `${mount}/probe`, procedure: null, source: 'express' });
    }
  }
}

/**
 * Every way into the app, read from the app itself: express's routes and mounts (routers walked
 * recursively), the REST operations its dispatcher answers, and every procedure of the tRPC router
 * (a query by GET, a mutation by POST). Root middleware (static files, the single-page fallback) is
 * reached by the paths `/` and `/probe`, which the table always holds.
 */
export function routeTable(app: Express): RouteEntry[] {
  const entries: RouteEntry[] = [
    { method: 'GET', path: '/', procedure: null, source: 'express' },
    { method: 'GET', path: '/probe', procedure: null, source: 'express' },
    { method: 'POST', path: '/probe', procedure: null, source: 'express' },
  ];
  // Express 5's layers, as they are at run time (its types describe express 4's).
  walk(app.router.stack as Layer[], '', entries);
  for (const [name, procedure] of appProcedureMap()) {
    entries.push({
      method: procedure.type === 'query' ? 'GET' : 'POST',
      path: `/trpc/${name}`,
      procedure: name,
      source: 'trpc',
    });
  }
  // Several middlewares may share a mount (tRPC's guard, reads and adapter): each way in once.
  return [
    ...new Map(entries.map((entry) => [`${entry.source} ${entry.method} ${entry.path}`, entry])).values(),
  ];
}
