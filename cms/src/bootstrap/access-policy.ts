import { ENDPOINTS } from '@hospital/contract';
import { actionOf } from '../legacy/routes';

/**
 * Who may do what through the content API, in users-permissions' action names
 * (`api::<api>.<controller>.<handler>`; the legacy routes name their handlers after these actions).
 * The bootstrap makes the roles' permissions exactly this on every start (the public role's
 * entirely, the others' `api::` ones), so a permission ticked by hand in Strapi's panel cannot
 * silently open a write to visitors.
 */

/** users-permissions role types: `public` and `authenticated` ship with the plugin, `admin` is ours. */
export const ROLE_TYPES = { public: 'public', authenticated: 'authenticated', admin: 'admin' } as const;

export const ADMIN_ROLE = {
  name: 'Admin',
  description: "The hospital's site admins: manage every piece of content and the other admins.",
  type: ROLE_TYPES.admin,
} as const;

/**
 * What the public site reads: the actions of the contract's `public` endpoints (packages/contract,
 * `ENDPOINTS`). Nothing else, and no write, is open to visitors: not even users-permissions' own
 * register, password-reset or login endpoints (the site's login is the legacy POST /login/, an
 * `anyone` route, `auth: false`).
 */
export const PUBLIC_READ_ACTIONS: readonly string[] = ENDPOINTS.filter(({ who }) => who === 'public').map(actionOf);

/**
 * What the admin screens call: the actions of every endpoint a role's permission guards (`public`
 * and `admin`). Granted even before a route registers the handler, so the admin role never depends
 * on the order in which the APIs were written; every other `api::` action Strapi knows is granted
 * to admins as well. (`anyone` routes, e.g. POST /vitals/, need no role.)
 */
export const ADMIN_REQUIRED_ACTIONS: readonly string[] = ENDPOINTS.filter(({ who }) => who !== 'anyone').map(actionOf);
