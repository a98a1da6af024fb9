import type { Core } from '@strapi/strapi';

/** A public, read-only legacy-style path; declared without the trailing slash, so both forms answer. */
const router: Core.RouterInput = {
  type: 'content-api',
  routes: [{ method: 'GET', path: '/packages', handler: 'package.find' }],
};

export default router;
