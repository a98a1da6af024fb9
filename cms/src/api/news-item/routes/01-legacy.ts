import type { Core } from '@strapi/strapi';

/** Legacy paths (docs/API.md); declared without the trailing slash, so both forms answer. */
const router: Core.RouterInput = {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/news/list', handler: 'news-item.find' },
    { method: 'POST', path: '/news/create', handler: 'news-item.create' },
    { method: 'DELETE', path: '/news/delete/:id', handler: 'news-item.delete' },
  ],
};

export default router;
