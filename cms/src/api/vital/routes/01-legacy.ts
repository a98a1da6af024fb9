import type { Core } from '@strapi/strapi';

/** Field measurements (docs/API.md); declared without the trailing slash, so both forms answer. */
const router: Core.RouterInput = {
  type: 'content-api',
  routes: [
    {
      method: 'POST',
      path: '/vitals',
      handler: 'vital.create',
      // Every visitor's browser reports, signed in or not; the limit keeps one address from filling the table.
      config: { auth: false, middlewares: ['global::vitals-rate-limit'] },
    },
    // Admins only (role permission), like the desk's summary.
    { method: 'GET', path: '/vitals/summary', handler: 'vital.summary' },
  ],
};

export default router;
