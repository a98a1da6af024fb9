import type { Core } from '@strapi/strapi';
import { ENDPOINTS, type Endpoint } from '@hospital/contract';

/** The path Strapi's router declares: without the trailing slash (its router answers both forms), ids as `:id`. */
export const routerPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1');

/** An endpoint's Strapi action (`api::news-item.news-item.find`): what a role's permission names. */
export const actionOf = ({ api, action }: Pick<Endpoint, 'api' | 'action'>): string => `api::${api}.${api}.${action}`;

/**
 * An API's routes, as the contract's endpoint table lists them (packages/contract, `ENDPOINTS`):
 * no core REST router; each path answered by the action it performs, so Strapi's own role
 * permissions decide who may call it, except `anyone` routes (`auth: false`), which their rate
 * limit and controller guard.
 */
export function legacyRouter(api: string): Core.RouterInput {
  const endpoints: readonly Endpoint[] = ENDPOINTS.filter((endpoint) => endpoint.api === api);
  if (endpoints.length === 0) throw new Error(`The contract's endpoint table has no route of the API "${api}".`);
  return {
    type: 'content-api',
    routes: endpoints.map(({ method, path, action, who, limit }) => ({
      method,
      path: routerPath(path),
      handler: `${api}.${action}`,
      ...(who === 'anyone' && {
        config: { auth: false, ...(limit && { middlewares: [`global::${limit}-rate-limit`] }) },
      }),
    })),
  };
}
