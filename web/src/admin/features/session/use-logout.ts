import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { logout } from '../../../lib/api';

/** Logout: ends the session in the API, clears access, refresh and role, drops cached admin data, returns to the login page. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    void logout();
    void mutate(() => true, undefined, { revalidate: false });
    void navigate('/admin/login', { replace: true });
  }, [mutate, navigate]);
}
