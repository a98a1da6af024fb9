import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldChrome {
  label: string;
  hint?: ReactNode;
  /** Shown under the field, tied to it with aria-describedby, and marks it invalid. */
  error?: string;
}

interface ShellProps extends FieldChrome {
  id: string;
  required?: boolean;
  children: ReactNode;
}

/** ids for a field's hint and error, so the control can point at both. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** Label above, control, then hint and error. The required mark is drawn by CSS (not in the label text). */
export function FieldShell({ id, label, required, hint, error, children }: ShellProps) {
  return (
    <div className="adm-field">
      <label htmlFor={id} className={`adm-field__label${required ? ' adm-field__label--required' : ''}`}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="adm-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="adm-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

export function TextField({ label, hint, error, required, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required}>
      <input
        id={id}
        className="adm-input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </FieldShell>
  );
}

type SearchFieldProps = Omit<TextFieldProps, 'type' | 'onChange'> & { onSearch: (text: string) => void };

/** A list's search box: hands on what is typed, as it is typed. */
export function SearchField({ onSearch, ...field }: SearchFieldProps) {
  return <TextField type="search" {...field} onChange={(event) => onSearch(event.target.value)} />;
}

type TextAreaFieldProps = FieldChrome & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextAreaField({ label, hint, error, required, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required}>
      <textarea
        id={id}
        className="adm-input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
      />
    </FieldShell>
  );
}

type SelectFieldProps = FieldChrome &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { options: readonly { value: string; label: string }[] };

export function SelectField({ label, hint, error, required, options, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required}>
      <select
        id={id}
        className="adm-input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

type PasswordFieldProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

/** A password input with a visibility toggle (a pressed/unpressed button beside it). */
export function PasswordField({ label, hint, error, required, ...input }: PasswordFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required}>
      <div className="adm-input-group">
        <input
          id={id}
          className="adm-input"
          type={shown ? 'text' : 'password'}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...input}
        />
        <button
          type="button"
          className="adm-button adm-button--secondary"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? 'Hide password' : 'Show password'}
        </button>
      </div>
    </FieldShell>
  );
}
