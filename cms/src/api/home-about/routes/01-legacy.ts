import type { Core } from '@strapi/strapi';

/** Legacy paths (docs/API.md); declared without the trailing slash, so both forms answer. */
const router: Core.RouterInput = {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/homeabout', handler: 'home-about.find' },
    { method: 'POST', path: '/homeabout', handler: 'home-about.update' },
  ],
};

export default router;
