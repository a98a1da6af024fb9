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
 * What the public site reads. Nothing else, and no write, is open to visitors: not even
 * users-permissions' own register, password-reset or login endpoints (the site's login is the
 * legacy POST /login/, an `auth: false` route).
 */
export const PUBLIC_READ_ACTIONS: readonly string[] = [
  'api::banner.banner.find',
  'api::home-about.home-about.find',
  'api::about.about.find',
  'api::doctor.doctor.find',
  'api::news-item.news-item.find',
  'api::event.event.find',
  'api::content-entry.content-entry.find',
  'api::service.service.find',
  // The site's own content, edited in Strapi's panel and read-only through the legacy-style API.
  'api::facility.facility.find',
  'api::division.division.find',
  'api::neurosurgery-service.neurosurgery-service.find',
  'api::director.director.find',
  'api::review.review.find',
  'api::site-setting.site-setting.find',
  'api::home-text.home-text.find',
  'api::accessibility-statement.accessibility-statement.find',
  'api::package.package.find',
];

/**
 * What the admin screens call. Granted even before a route registers the handler, so the admin
 * role never depends on the order in which the APIs were written; every other `api::` action
 * Strapi knows is granted to admins as well.
 */
export const ADMIN_REQUIRED_ACTIONS: readonly string[] = [
  'api::banner.banner.find',
  'api::banner.banner.create',
  'api::banner.banner.delete',
  'api::home-about.home-about.find',
  'api::home-about.home-about.update',
  'api::about.about.find',
  'api::about.about.update',
  ...['doctor', 'news-item', 'event', 'content-entry'].flatMap((name) =>
    ['find', 'create', 'delete'].map((handler) => `api::${name}.${name}.${handler}`),
  ),
  'api::service.service.find',
  ...['find', 'findOne', 'report', 'summary', 'export', 'update'].map(
    (handler) => `api::contact-request.contact-request.${handler}`,
  ),
  // The dashboard's field measurements (POST /vitals/ is an `auth: false` route: no role needs it).
  'api::vital.vital.summary',
  'api::account.account.users',
  'api::account.account.signup',
  'api::account.account.deleteUser',
];
