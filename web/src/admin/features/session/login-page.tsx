import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { isAdminSession, SESSION_EXPIRED_MESSAGE } from '../../../lib/api';
import { failure, InlineAlert } from '../../components/inline-alert';
import { LoginForm } from './login-form';

export interface LoginLocationState {
  /** Set when the user arrives here because the session ran out. */
  expired?: boolean;
}

/** /admin/login: success goes to the dashboard; an admin already signed in goes straight there. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const expired = (location.state as LoginLocationState | null)?.expired === true;
  const [alreadySignedIn] = useState(() => isAdminSession());
  if (alreadySignedIn) return <Navigate to="/admin/dashboard" replace />;

  return (
    <main className="adm-login">
      <div className="adm-login__card">
        <p className="adm-login__brand">Neurosciences Hospital</p>
        <h1 className="adm-login__title">Admin</h1>
        <p className="adm-login__subtitle">Sign in to manage the website.</p>
        {expired && <InlineAlert notice={failure(SESSION_EXPIRED_MESSAGE)} focus={false} />}
        <LoginForm onLoggedIn={() => navigate('/admin/dashboard', { replace: true })} />
      </div>
    </main>
  );
}
