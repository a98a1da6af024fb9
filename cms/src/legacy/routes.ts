import type { Core } from '@strapi/strapi';

type RouteInput = Core.RouterInput['routes'][number];

/** One legacy path and the Strapi action of its content type that answers it. */
export interface LegacyRoute {
  method: RouteInput['method'];
  /** As docs/API.md writes it, without the trailing slash: Strapi's router answers both forms. */
  path: string;
  /** The controller's action, which is also what a role's permission names (`api::<type>.<type>.<action>`). */
  action: string;
  config?: RouteInput['config'];
}

/**
 * A content type's legacy routes (no core REST router): each path answered by the action it
 * performs, so Strapi's own role permissions decide who may call it.
 */
export function legacyRouter(type: string, routes: readonly LegacyRoute[]): Core.RouterInput {
  return {
    type: 'content-api',
    routes: routes.map(({ method, path, action, config }) => ({
      method,
      path,
      handler: `${type}.${action}`,
      ...(config && { config }),
    })),
  };
}

/** A public, read-only path answered by the type's `find`. */
export const publicRead = (path: string): LegacyRoute => ({ method: 'GET', path, action: 'find' });
