export { RequireAdmin } from './require-admin';
export { SessionExpiredDialog } from './session-expired-dialog';
export { useLogout } from './use-logout';
export { LOGIN_FAILED, NOT_AN_ADMIN } from './messages';
