import type { Core } from '@strapi/strapi';

/** Legacy paths (docs/API.md); declared without the trailing slash, so both forms answer. */
const router: Core.RouterInput = {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/content', handler: 'content-entry.find' },
    { method: 'POST', path: '/content', handler: 'content-entry.create' },
    { method: 'DELETE', path: '/content/:id/delete', handler: 'content-entry.delete' },
  ],
};

export default router;
