import {
  createElement,
  useId,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

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

/** A patient field's label, hint and errors; the rest goes to its control. */
type Labelled<Attributes> = Omit<PatientFieldProps, 'children'> & Omit<Attributes, 'id' | 'required'>;

/** A PatientField around one kind of control, so that a form names a field in a line. */
function labelled<Attributes extends object>(tag: 'input' | 'select' | 'textarea') {
  return function LabelledControl({ label, required, errors, hint, ...attributes }: Labelled<Attributes>) {
    return (
      <PatientField label={label} required={required} errors={errors} hint={hint}>
        {(control) => createElement(tag, { ...control, ...attributes })}
      </PatientField>
    );
  };
}

/** A labelled text, phone, number, date or file field. */
export const PatientInput = labelled<InputHTMLAttributes<HTMLInputElement>>('input');
/** A labelled choice from a list; the options are its children. */
export const PatientSelect = labelled<SelectHTMLAttributes<HTMLSelectElement>>('select');
/** A labelled box for a longer text. */
export const PatientTextarea = labelled<TextareaHTMLAttributes<HTMLTextAreaElement>>('textarea');
