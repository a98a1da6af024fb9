import type { RequestKind } from '../../components/patient-form/request-kind';

/** The page the invitation letter form lives on (and posts to without JavaScript). */
export const INTERNATIONAL_PATH = '/international-patients';

/** The visa letter request and its fields; their words are keys of the catalogues (en-requests.ts). */
export const VISA_REQUEST: RequestKind = {
  path: INTERNATIONAL_PATH,
  type: 'visa',
  fields: [
    {
      name: 'name',
      label: 'requests.visa.name',
      control: 'text',
      required: true,
      autoComplete: 'name',
      maxLength: 120,
      hint: 'requests.visa.nameHint',
    },
    {
      name: 'phone',
      label: 'requests.visa.phone',
      control: 'tel',
      required: true,
      autoComplete: 'tel',
      maxLength: 30,
      hint: 'requests.visa.phoneHint',
    },
    { name: 'email', label: 'requests.emailOptional', control: 'email', autoComplete: 'email', maxLength: 254 },
    {
      name: 'passport_name',
      label: 'requests.visa.passportName',
      control: 'text',
      required: true,
      maxLength: 120,
    },
    {
      name: 'passport_no',
      label: 'requests.visa.passportNo',
      control: 'text',
      required: true,
      maxLength: 30,
      hint: 'requests.visa.passportNoHint',
      notEchoed: true,
    },
    { name: 'nationality', label: 'requests.visa.nationality', control: 'text', required: true, maxLength: 80 },
    {
      name: 'attendants',
      label: 'requests.visa.attendants',
      control: 'select',
      numeric: true,
      options: [
        { value: '0', label: 'requests.visa.attendantsNone' },
        { value: '1', label: 'requests.visa.attendantsOne' },
        { value: '2', label: 'requests.visa.attendantsTwo' },
      ],
      hint: 'requests.visa.attendantsHint',
    },
    { name: 'preferred_date', label: 'requests.visa.arrival', control: 'date', required: true },
    {
      name: 'department',
      label: 'requests.visa.department',
      control: 'text',
      required: true,
      maxLength: 120,
      hint: 'requests.visa.departmentHint',
    },
    { name: 'message', label: 'requests.visa.message', control: 'textarea', maxLength: 5000 },
  ],
};
