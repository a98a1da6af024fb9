import type { Core } from '@strapi/strapi';

/** Legacy paths (docs/API.md); declared without the trailing slash, so both forms answer. */
const router: Core.RouterInput = {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/about', handler: 'about.find' },
    { method: 'POST', path: '/about', handler: 'about.update' },
  ],
};

export default router;
