import type { RequestField } from '../../components/patient-form/request-form';

/** The page the invitation letter form lives on (and posts to without JavaScript). */
export const INTERNATIONAL_PATH = '/international-patients';
export const VISA_SENT_TEXT = 'Your request for an invitation letter has reached the international patient desk.';

export const VISA_FIELDS: readonly RequestField[] = [
  {
    name: 'name',
    label: 'Your name',
    control: 'text',
    required: true,
    autoComplete: 'name',
    maxLength: 120,
    hint: 'The person the desk should call: the patient or a relative.',
  },
  {
    name: 'phone',
    label: 'Phone or messaging number',
    control: 'tel',
    required: true,
    autoComplete: 'tel',
    maxLength: 30,
    hint: 'With the country code, e.g. +880 1712 345678.',
  },
  { name: 'email', label: 'E-mail (optional)', control: 'email', autoComplete: 'email', maxLength: 254 },
  {
    name: 'passport_name',
    label: "Patient's name as on the passport",
    control: 'text',
    required: true,
    maxLength: 120,
  },
  {
    name: 'passport_no',
    label: 'Passport number',
    control: 'text',
    required: true,
    maxLength: 30,
    hint: 'Kept encrypted; only the desk sees it, to validate the letter on the visa portal.',
  },
  { name: 'nationality', label: 'Nationality', control: 'text', required: true, maxLength: 80 },
  {
    name: 'attendants',
    label: 'Attendants travelling with the patient',
    control: 'select',
    options: [
      { value: '0', label: 'None' },
      { value: '1', label: 'One' },
      { value: '2', label: 'Two' },
    ],
    hint: 'A medical visa covers at most two attendants.',
  },
  { name: 'preferred_date', label: 'Preferred date of arrival', control: 'date', required: true },
  {
    name: 'department',
    label: 'Department or doctor',
    control: 'text',
    required: true,
    maxLength: 120,
    hint: 'e.g. Neurosurgery, or the doctor you wish to see.',
  },
  { name: 'message', label: 'About the illness (optional)', control: 'textarea', maxLength: 5000 },
];
