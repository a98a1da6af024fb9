import { CONTACT_SUBMIT_DELAY_MS } from '../../../data/constants';
import { addEnglish, type MessageKey } from '../../../lib/i18n';
import type { RequestKind } from '../../components/patient-form/request-kind';
import { enForm } from '../../../lib/i18n/messages/en-form';

// The form's words come with its code (the home page does not carry them).
addEnglish(enForm);

/**
 * The patient contact request, its fields as the specification names them: Full Name and Phone
 * Number required, an optional e-mail, gender, age (a number) and message, with no bounds of its own.
 */
export const CONTACT_REQUEST: RequestKind = {
  path: '/contact',
  fields: [
    { name: 'name', label: 'form.name', control: 'text', required: true, autoComplete: 'name' },
    { name: 'phone', label: 'form.phone', control: 'tel', required: true, autoComplete: 'tel' },
    { name: 'email', label: 'form.email', control: 'email', autoComplete: 'email' },
    {
      name: 'gender',
      label: 'form.gender',
      control: 'select',
      options: [
        { value: '', label: 'form.genderSelect' },
        { value: 'male', label: 'form.male' },
        { value: 'female', label: 'form.female' },
        { value: 'other', label: 'form.other' },
      ],
    },
    { name: 'age', label: 'form.age', control: 'number' },
    { name: 'message', label: 'form.message', control: 'textarea' },
  ],
  // The specification's fixed time 'Submitting...' shows, however quick the desk.
  sendingAtLeastMs: CONTACT_SUBMIT_DELAY_MS,
};

type Text = (key: MessageKey, values?: Record<string, unknown>) => string;

/**
 * The refused fields in one sentence, each named by its label, in the form's order (a refusal not
 * about one field last, unnamed).
 */
export function describeRefusedFields(errors: Record<string, readonly string[]>, text: Text): string {
  const order = (name: string) => {
    const index = CONTACT_REQUEST.fields.findIndex((field) => field.name === name);
    return index < 0 ? CONTACT_REQUEST.fields.length : index;
  };
  return Object.keys(errors)
    .sort((a, b) => order(a) - order(b))
    .map((name) => {
      const field = CONTACT_REQUEST.fields.find((each) => each.name === name);
      return field ? `${text(field.label)}: ${errors[name].join(' ')}` : errors[name].join(' ');
    })
    .join(' ');
}
