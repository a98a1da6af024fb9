import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isAdminSession } from '../../../lib/api';

/**
 * The guard: without an access token, or with a role other than admin, go to /admin/login (replace).
 * It checks on arrival and on every navigation. A session that runs out while a form is open does not
 * unmount the screen: the session dialog takes over there, so no typed work is lost.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const location = useLocation();
  // location.key changes with every navigation: that is when the rule is checked again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the trigger, not an input
  const allowed = useMemo(() => isAdminSession(), [location.key]);
  if (!allowed) return <Navigate to="/admin/login" replace />;
  return <>{children}</>;
}
