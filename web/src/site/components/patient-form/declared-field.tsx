import type { ReactNode } from 'react';
import { useText } from '../../../lib/i18n';
import { PatientInput, PatientSelect, PatientTextarea } from './patient-field';
import type { RequestField } from './request-kind';

interface DeclaredFieldProps {
  field: RequestField;
  /** Why the field was refused, in the page's language. */
  errors?: readonly string[];
  /** What it is filled with: what was typed before a refusal, or what the page's address named. */
  defaultValue?: string;
  /** A select's options when they are not the declaration's own (the doctor's OPD dates). */
  children?: ReactNode;
  /** The hint's text when it needs more than the declaration's values (the doctor's name). */
  hint?: string;
}

/**
 * One field as its kind declares it (request-kind.ts): its label, hint, limits and control, and
 * under it why it was refused. The control is the browser's own, not held in React's state: what
 * a patient types before the app starts stays, and the form posts it as plain HTML would.
 */
export function DeclaredField({ field, errors, defaultValue, children, hint }: DeclaredFieldProps) {
  const text = useText();
  const labelled = {
    label: text(field.label),
    required: field.required,
    hint: hint ?? (field.hint ? text(field.hint, field.hintValues) : undefined),
    errors,
    name: field.name,
  };
  switch (field.control) {
    case 'hidden':
      return <input type="hidden" name={field.name} value={defaultValue} />;
    case 'file':
      return <PatientInput {...labelled} type="file" accept={field.accept} />;
    case 'textarea':
      return <PatientTextarea {...labelled} defaultValue={defaultValue} rows={5} maxLength={field.maxLength} />;
    case 'select':
      return (
        <PatientSelect {...labelled} defaultValue={defaultValue}>
          {children ??
            (field.options ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {text(option.label)}
              </option>
            ))}
        </PatientSelect>
      );
    case 'choice':
      return <Choice field={field} errors={errors} defaultValue={defaultValue} />;
    default:
      return (
        <PatientInput
          {...labelled}
          defaultValue={defaultValue}
          // A number is typed as text on a numeric keypad (GOV.UK's advice): a letter is then refused by name, not dropped.
          type={field.control === 'number' ? 'text' : field.control}
          inputMode={field.control === 'number' ? 'numeric' : undefined}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
        />
      );
  }
}

/** A choice of one among a few, as radio buttons in a fieldset named by the field's label. */
function Choice({ field, errors, defaultValue }: Pick<DeclaredFieldProps, 'field' | 'errors' | 'defaultValue'>) {
  const text = useText();
  const errorId = `${field.name}-error`;
  return (
    <fieldset className="patient-form__field" aria-describedby={errors?.length ? errorId : undefined}>
      <legend className={field.required ? 'is-required' : undefined}>{text(field.label)}</legend>
      <div className="patient-form__choices">
        {(field.options ?? []).map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={field.name}
              value={option.value}
              required={field.required}
              defaultChecked={defaultValue === option.value}
            />
            {text(option.label)}
          </label>
        ))}
      </div>
      {errors && errors.length > 0 && (
        <p id={errorId} className="patient-form__field-error">
          {errors.join(' ')}
        </p>
      )}
    </fieldset>
  );
}
