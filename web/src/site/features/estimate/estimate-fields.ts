import { MAX_REPORT_BYTES, MB } from '../../../lib/api';
import type { RequestKind } from '../../components/patient-form/request-kind';

/** The page the estimate form lives on (and posts to without JavaScript). */
export const ESTIMATE_PATH = '/estimate';

/** How much of the procedure and department named in its address (`?procedure=MRI`) the form is filled in with. */
export const PREFILLED_LENGTH = { procedure: 200, department: 120 } as const;

/** The estimate request and its fields; their words are keys of the catalogues (en-requests.ts). */
export const ESTIMATE_REQUEST: RequestKind = {
  path: ESTIMATE_PATH,
  type: 'estimate',
  fields: [
    {
      name: 'name',
      label: 'requests.estimate.name',
      control: 'text',
      required: true,
      autoComplete: 'name',
      maxLength: 120,
    },
    {
      name: 'phone',
      label: 'requests.estimate.phone',
      control: 'tel',
      required: true,
      autoComplete: 'tel',
      maxLength: 30,
      hint: 'requests.estimate.phoneHint',
    },
    { name: 'email', label: 'requests.emailOptional', control: 'email', autoComplete: 'email', maxLength: 254 },
    {
      name: 'procedure',
      label: 'requests.estimate.procedure',
      control: 'text',
      required: true,
      maxLength: 200,
      hint: 'requests.estimate.procedureHint',
    },
    { name: 'department', label: 'requests.estimate.department', control: 'text', maxLength: 120 },
    { name: 'message', label: 'requests.estimate.message', control: 'textarea', maxLength: 5000 },
    {
      name: 'report',
      label: 'requests.estimate.report',
      control: 'file',
      accept: 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png',
      maxBytes: MAX_REPORT_BYTES,
      hint: 'requests.estimate.reportHint',
      hintValues: { megabytes: MAX_REPORT_BYTES / MB },
    },
  ],
};
