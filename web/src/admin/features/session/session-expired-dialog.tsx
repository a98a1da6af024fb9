import { useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { onSessionExpired, SESSION_EXPIRED_MESSAGE } from '../../../lib/api';
import { Dialog } from '../../components/dialog';
import { failure, InlineAlert } from '../../components/inline-alert';
import { LoginForm } from './login-form';
import type { LoginLocationState } from './login-page';

/**
 * When the refresh token is refused mid-work, this dialog opens over the current screen instead of
 * leaving it: 'Session expired. Please login again.', then a sign-in form. The screen underneath
 * (and whatever was typed or chosen in it) stays mounted; after signing in the lists reload and the
 * user saves again. Or the user leaves for the login page.
 */
export function SessionExpiredDialog() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();

  // A layout effect: subscribed in the same commit that starts the screen's first requests,
  // so even an answer that comes back at once finds the dialog listening.
  useLayoutEffect(() => {
    const stop = onSessionExpired(() => setOpen(true));
    return () => {
      stop();
    };
  }, []);

  return (
    <Dialog open={open} title="Sign in again">
      <InlineAlert notice={failure(SESSION_EXPIRED_MESSAGE)} focus={false} />
      <p className="adm-muted">Your unsaved changes on this page are kept. Sign in, then save again.</p>
      <LoginForm
        onLoggedIn={() => {
          setOpen(false);
          // Reload whatever failed while the session was gone.
          void mutate(() => true);
        }}
      />
      <div className="adm-dialog__actions">
        <button
          type="button"
          className="adm-button adm-button--secondary"
          onClick={() => {
            setOpen(false);
            const state: LoginLocationState = { expired: true };
            void navigate('/admin/login', { replace: true, state });
          }}
        >
          Go to the login page
        </button>
      </div>
    </Dialog>
  );
}
