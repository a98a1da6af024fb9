import { useId, type ReactElement, type ReactNode } from 'react';

interface PatientFieldProps {
  label: string;
  required?: boolean;
  /** The CMS's messages for this field (after a refusal), shown under it and tied to it. */
  errors?: readonly string[];
  hint?: ReactNode;
  /** The control, given its id and description by this field. */
  children: (control: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: true;
    required?: boolean;
  }) => ReactElement;
}

/** A labelled control with its hint and errors, as the patient forms show them. */
export function PatientField({ label, required, errors, hint, children }: PatientFieldProps) {
  const id = useId();
  const invalid = Boolean(errors && errors.length > 0);
  const described = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="patient-form__field">
      <label htmlFor={id} className={required ? 'is-required' : undefined}>
        {label}
      </label>
      {children({
        id,
        ...(described ? { 'aria-describedby': described } : {}),
        ...(invalid ? { 'aria-invalid': true as const } : {}),
        ...(required ? { required: true } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="patient-form__note">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={`${id}-error`} className="patient-form__field-error">
          {(errors ?? []).join(' ')}
        </p>
      )}
    </div>
  );
}
