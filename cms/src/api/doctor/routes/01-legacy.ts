import type { Core } from '@strapi/strapi';

/** Legacy paths (docs/API.md); declared without the trailing slash, so both forms answer. */
const router: Core.RouterInput = {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/doctors', handler: 'doctor.find' },
    { method: 'POST', path: '/doctors', handler: 'doctor.create' },
    { method: 'DELETE', path: '/doctors/:id', handler: 'doctor.delete' },
  ],
};

export default router;
