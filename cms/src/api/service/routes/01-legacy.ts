import type { Core } from '@strapi/strapi';

/** The old admin host's services list, kept at its path under the API base. */
const router: Core.RouterInput = {
  type: 'content-api',
  routes: [{ method: 'GET', path: '/public/api/newservices.php', handler: 'service.find' }],
};

export default router;
