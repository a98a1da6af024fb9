import { useState, type FormEvent } from 'react';
import { api, ApiError, clearSession, saveSession, type LoginResponse } from '../../../lib/api';
import { BusyButton } from '../../components/busy-button';
import { PasswordField, TextField } from '../../components/fields';
import { failure, InlineAlert, type Notice } from '../../components/inline-alert';
import { useSubmission } from '../../components/use-submission';
import { LOGIN_FAILED, LOGIN_NETWORK_ERROR, NOT_AN_ADMIN } from './messages';

export interface LoginFormProps {
  /** Called once the admin's access, refresh and role are stored. */
  onLoggedIn: () => void;
}

function isLoginResponse(body: unknown): body is LoginResponse {
  const value = body as Partial<LoginResponse> | null;
  return (
    typeof value?.tokens?.access === 'string' &&
    typeof value.tokens.refresh === 'string' &&
    typeof value.user?.role === 'string'
  );
}

/**
 * POST /login/. Role admin: the three values are stored. Another role: 'You are not an admin!' and
 * nothing is stored. Any refusal: 'Login failed'.
 */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const { sending, run } = useSubmission();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    if (!email.trim() || !password) {
      setNotice(failure('Please enter your email and password.'));
      return;
    }
    const outcome = await run(() => api.post<unknown>('/login/', { email: email.trim(), password }));
    if (!outcome.ok) {
      const network = outcome.error instanceof ApiError && outcome.error.isNetworkError;
      setNotice(failure(network ? LOGIN_NETWORK_ERROR : LOGIN_FAILED));
      return;
    }
    if (!isLoginResponse(outcome.value)) {
      setNotice(failure(LOGIN_FAILED));
      return;
    }
    const { tokens, user } = outcome.value;
    if (user.role !== 'admin') {
      clearSession();
      setNotice(failure(NOT_AN_ADMIN));
      return;
    }
    saveSession(tokens.access, tokens.refresh, 'admin');
    onLoggedIn();
  }

  return (
    <form className="adm-form" onSubmit={submit} noValidate aria-label="Admin login">
      <InlineAlert notice={notice} />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
        data-autofocus
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <BusyButton busy={sending} busyLabel="Logging in...">
        Login
      </BusyButton>
    </form>
  );
}
