import type { Core } from '@strapi/strapi';

/**
 * Accounts (users-permissions users). Login and refresh need no token, logout checks its own; login is rate-limited per
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
    // Any signed-in account may end its own session: the controller checks the bearer token itself
    // (no role permission to grant), and only a refresh token of that same account is ended.
    { method: 'POST', path: '/logout', handler: 'account.logout', config: { auth: false } },
    { method: 'GET', path: '/users', handler: 'account.users' },
    { method: 'POST', path: '/signup', handler: 'account.signup' },
    { method: 'DELETE', path: '/users/:id/delete', handler: 'account.deleteUser' },
  ],
};

export default router;
