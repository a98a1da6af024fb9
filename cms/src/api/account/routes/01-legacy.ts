import { legacyRouter } from '../../../legacy/routes';

/**
 * Accounts (users-permissions users). Login and refresh need no token, logout checks its own; login is rate-limited per
 * client address. The rest are role permissions of the admin role (`api::account.account.*`).
 */
export default legacyRouter('account', [
  {
    method: 'POST',
    path: '/login',
    action: 'login',
    config: { auth: false, middlewares: ['global::login-rate-limit'] },
  },
  { method: 'POST', path: '/token/refresh', action: 'refresh', config: { auth: false } },
  // Any signed-in account may end its own session: the controller checks the bearer token itself
  // (no role permission to grant), and only a refresh token of that same account is ended.
  { method: 'POST', path: '/logout', action: 'logout', config: { auth: false } },
  { method: 'GET', path: '/users', action: 'users' },
  { method: 'POST', path: '/signup', action: 'signup' },
  { method: 'DELETE', path: '/users/:id/delete', action: 'deleteUser' },
]);
