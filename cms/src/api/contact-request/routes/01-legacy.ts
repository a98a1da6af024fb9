import type { Core } from '@strapi/strapi';

/** Legacy paths (docs/API.md); declared without the trailing slash, so both forms answer. */
const router: Core.RouterInput = {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/contact-requests', handler: 'contact-request.find' },
    // Declared before `/contact-requests/:id` would be, so these two words are never read as ids.
    { method: 'GET', path: '/contact-requests/summary', handler: 'contact-request.summary' },
    { method: 'GET', path: '/contact-requests/export', handler: 'contact-request.export' },
    {
      method: 'POST',
      path: '/contact-requests',
      handler: 'contact-request.create',
      // Anyone may write to the hospital; the limit keeps one address from flooding the inbox.
      config: { auth: false, middlewares: ['global::contact-rate-limit'] },
    },
    { method: 'GET', path: '/contact-requests/:id', handler: 'contact-request.findOne' },
    { method: 'GET', path: '/contact-requests/:id/report', handler: 'contact-request.report' },
    { method: 'PATCH', path: '/contact-requests/:id', handler: 'contact-request.update' },
  ],
};

export default router;
