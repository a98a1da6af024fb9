import { MAX_REPORT_BYTES, MB } from '../../../lib/api';
import type { RequestField } from '../../components/patient-form/request-form';

/** The page the estimate form lives on (and posts to without JavaScript). */
export const ESTIMATE_PATH = '/estimate';
export const ESTIMATE_SENT_TEXT = 'Your request for an estimate has reached the patient desk.';

export const ESTIMATE_FIELDS: readonly RequestField[] = [
  { name: 'name', label: "Patient's name", control: 'text', required: true, autoComplete: 'name', maxLength: 120 },
  {
    name: 'phone',
    label: 'Phone to call back',
    control: 'tel',
    required: true,
    autoComplete: 'tel',
    maxLength: 30,
    hint: 'With the country code if you are outside India, e.g. +880 for Bangladesh.',
  },
  { name: 'email', label: 'E-mail (optional)', control: 'email', autoComplete: 'email', maxLength: 254 },
  {
    name: 'procedure',
    label: 'Procedure or treatment',
    control: 'text',
    required: true,
    maxLength: 200,
    hint: 'As your doctor wrote it, e.g. "Lumbar microdiscectomy".',
  },
  { name: 'department', label: 'Department (optional)', control: 'text', maxLength: 120 },
  { name: 'message', label: 'Anything the doctors should know (optional)', control: 'textarea', maxLength: 5000 },
  {
    name: 'report',
    label: 'A report or prescription (optional)',
    control: 'file',
    accept: 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png',
    hint: `PDF, JPEG or PNG, at most ${MAX_REPORT_BYTES / MB} MB. Only the hospital's desk and doctors can open it.`,
  },
];
