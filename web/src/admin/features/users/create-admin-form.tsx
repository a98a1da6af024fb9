import { useState, type FormEvent } from 'react';
import { api, ApiError, type User } from '../../../lib/api';
import { PasswordField, TextField } from '../../components/fields';
import { FormActions } from '../../components/form-actions';
import { failure, InlineAlert, type Notice } from '../../components/inline-alert';
import { isSessionExpired } from '../../components/server-errors';
import { useSubmission } from '../../components/use-submission';
import { PASSWORD_MIN_LENGTH, USER_MESSAGES } from './messages';

export interface AdminDraftErrors {
  email?: string;
  password?: string;
}

/** Add admin: email required (trimmed); password required, at least 6 characters. */
export function validateAdmin(email: string, password: string): AdminDraftErrors {
  const errors: AdminDraftErrors = {};
  if (!email.trim()) errors.email = USER_MESSAGES.emailRequired;
  if (!password) errors.password = USER_MESSAGES.passwordRequired;
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = USER_MESSAGES.passwordTooShort;
  return errors;
}

/** The create failure of point 8: first email, password or non_field error; else detail/message. */
function createError(error: unknown): string | null {
  if (!(error instanceof ApiError)) return USER_MESSAGES.createFailed;
  if (error.isNetworkError) return USER_MESSAGES.actionNetwork;
  if (isSessionExpired(error)) return null;
  return error.firstFieldError('email', 'password', 'non_field_errors') ?? error.describe(USER_MESSAGES.createFailed);
}

export interface CreateAdminFormProps {
  onCreated: (user: User) => void;
  onCancel: () => void;
}

export function CreateAdminForm({ onCreated, onCancel }: CreateAdminFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ email: false, password: false });
  const [notice, setNotice] = useState<Notice | null>(null);
  const { sending, run } = useSubmission();
  const errors = validateAdmin(email, password);
  const valid = !errors.email && !errors.password;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ email: true, password: true });
    setNotice(null);
    if (!valid) return;
    const outcome = await run(() =>
      api.post<{ user: User }>('/signup/', { email: email.trim(), password, role: 'admin' }, { authenticated: true }),
    );
    if (outcome.ok) {
      onCreated(outcome.value.user);
      return;
    }
    const message = createError(outcome.error);
    if (message) setNotice(failure(message));
  }

  return (
    <form className="adm-form" onSubmit={submit} noValidate aria-label="Add admin">
      <InlineAlert notice={notice} />
      <div className="adm-form__row">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="off"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setTouched((t) => ({ ...t, email: true }));
          }}
          onBlur={() => setTouched((t) => ({ ...t, email: true }))}
          error={touched.email ? errors.email : undefined}
          required
          autoFocus
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setTouched((t) => ({ ...t, password: true }));
          }}
          onBlur={() => setTouched((t) => ({ ...t, password: true }))}
          error={touched.password ? errors.password : undefined}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          minLength={PASSWORD_MIN_LENGTH}
          required
        />
      </div>
      <FormActions
        sending={sending}
        submitLabel="Create Admin"
        busyLabel="Creating..."
        submitDisabled={!valid}
        onCancel={onCancel}
      />
    </form>
  );
}
