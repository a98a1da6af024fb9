import type { Core } from '@strapi/strapi';

/** Legacy paths (docs/API.md); declared without the trailing slash, so both forms answer. */
const router: Core.RouterInput = {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/banners', handler: 'banner.find' },
    { method: 'POST', path: '/banners', handler: 'banner.create' },
    { method: 'DELETE', path: '/banners/:id/delete', handler: 'banner.delete' },
  ],
};

export default router;
