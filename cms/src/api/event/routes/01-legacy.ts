import type { Core } from '@strapi/strapi';

/** Legacy paths (docs/API.md); declared without the trailing slash, so both forms answer. */
const router: Core.RouterInput = {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/events/list', handler: 'event.find' },
    { method: 'POST', path: '/events/create', handler: 'event.create' },
    { method: 'DELETE', path: '/events/delete/:id', handler: 'event.delete' },
  ],
};

export default router;
