/**
 * The contract's endpoint table (packages/contract/src/endpoints.ts) is the legacy API: every
 * route Strapi serves under the API prefix from `src/api` is in it, and every entry is a route
 * Strapi serves, with its action in the controller and the role permissions its entry says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@hospital/contract';
import { startCms, type RunningCms } from '@hospital/test-support/harness';
import { actionOf, routerPath } from '../../src/legacy/routes';
import { knownApiActions } from '../../src/bootstrap/role-permissions';
import { apiActionsOf } from './support';

interface DeclaredRoute {
  method: string;
  path: string;
  handler: string;
  config?: { auth?: unknown; middlewares?: unknown[] };
}
type Router = { type?: string; routes: DeclaredRoute[] };
type Routers = Router[] | Record<string, Router>;

let cms: RunningCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms?.stop();
});

const routersOf = (routes: unknown): Router[] => Object.values((routes ?? {}) as Routers);
const line = (method: string, path: string, handler: string, open: boolean, middlewares: unknown[] = []) =>
  `${method} ${path} -> ${handler}${open ? ' (auth: false)' : ''}${middlewares.length ? ` ${middlewares.join(',')}` : ''}`;

/** What the table says Strapi should declare, one line a route. */
const expected = ENDPOINTS.map((endpoint) =>
  line(
    endpoint.method,
    routerPath(endpoint.path),
    `${endpoint.api}.${endpoint.action}`,
    endpoint.who === 'anyone',
    'limit' in endpoint ? [`global::${endpoint.limit}-rate-limit`] : [],
  ),
).sort();

describe("the contract's endpoint table and Strapi's router", () => {
  it("lists exactly the content-API routes of the CMS's own APIs", () => {
    const declared = Object.values(cms.strapi.apis)
      .flatMap((api) => routersOf(api.routes))
      .filter((router) => (router.type ?? 'content-api') === 'content-api')
      .flatMap((router) => router.routes)
      .map(({ method, path, handler, config }) =>
        line(method, path, handler, config?.auth === false, config?.middlewares ?? []),
      )
      .sort();
    expect(declared).toEqual(expected);
  });

  it('lists every route mounted under the API prefix that no plugin declares, and each entry is mounted', () => {
    const mounted = (cms.strapi.server.listRoutes() as unknown as Array<{ path: string; methods: string[] }>)
      .filter((layer) => layer.path.startsWith('/api/') && layer.methods.length > 0)
      .map((layer) => `${layer.methods.filter((m) => m !== 'HEAD').join(',')} ${layer.path}`);
    // A plugin's content-API route is mounted at the prefix plus `/<plugin>` (or its own `config.prefix`).
    const fromPlugins = Object.entries(cms.strapi.plugins).flatMap(([name, plugin]) =>
      routersOf(plugin.routes)
        .filter((router) => router.type === 'content-api')
        .flatMap((router) => router.routes)
        .map(({ method, path, config }) => {
          const prefix = (config as { prefix?: string } | undefined)?.prefix ?? `/${name}`;
          return `${method} /api${prefix}${path === '/' ? '' : path}`;
        }),
    );
    const fromPlugin = (route: string) => fromPlugins.includes(route);
    const table = ENDPOINTS.map(({ method, path }) => `${method} /api${routerPath(path)}`);

    expect(mounted.filter((route) => !fromPlugin(route) && !table.includes(route))).toEqual([]);
    expect(table.filter((route) => !mounted.includes(route))).toEqual([]);
  });

  it("names in each entry an action of the API's controller", () => {
    const known = new Set(knownApiActions(cms.strapi));
    expect(ENDPOINTS.map(actionOf).filter((action) => !known.has(action))).toEqual([]);
  });

  it("grants each entry's action to the roles its `who` names", async () => {
    const ofWho = (...who: string[]) =>
      [...new Set(ENDPOINTS.filter((endpoint) => who.includes(endpoint.who)).map(actionOf))].sort();
    expect(await apiActionsOf(cms.strapi, 'public')).toEqual(ofWho('public'));
    expect(await apiActionsOf(cms.strapi, 'authenticated')).toEqual(ofWho('public'));
    expect(await apiActionsOf(cms.strapi, 'admin')).toEqual(expect.arrayContaining(ofWho('public', 'admin')));
  });
});
