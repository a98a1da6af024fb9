export { RequireAdmin } from './require-admin';
export { SessionExpiredDialog } from './session-expired-dialog';
export { useLogout } from './use-logout';
