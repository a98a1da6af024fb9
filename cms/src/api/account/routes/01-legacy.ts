import type { Core } from '@strapi/strapi';

/**
 * Accounts (users-permissions users). Login and refresh need no token; login is rate-limited per
 * client address. The rest are role permissions of the admin role (`api::account.account.*`).
 */
const router: Core.RouterInput = {
  type: 'content-api',
  routes: [
    {
      method: 'POST',
      path: '/login',
      handler: 'account.login',
      config: { auth: false, middlewares: ['global::login-rate-limit'] },
    },
    { method: 'POST', path: '/token/refresh', handler: 'account.refresh', config: { auth: false } },
    { method: 'GET', path: '/users', handler: 'account.users' },
    { method: 'POST', path: '/signup', handler: 'account.signup' },
    { method: 'DELETE', path: '/users/:id/delete', handler: 'account.deleteUser' },
  ],
};

export default router;
