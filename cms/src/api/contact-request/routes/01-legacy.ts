import type { Core } from '@strapi/strapi';

/** Legacy paths (DESIGN.md); declared without the trailing slash, so both forms answer. */
const router: Core.RouterInput = {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/contact-requests', handler: 'contact-request.find' },
    {
      method: 'POST',
      path: '/contact-requests',
      handler: 'contact-request.create',
      // Anyone may write to the hospital; the limit keeps one address from flooding the inbox.
      config: { auth: false, middlewares: ['global::contact-rate-limit'] },
    },
  ],
};

export default router;
