import type { RequestField, RequestKind } from '../../components/patient-form/request-kind';

/** The page of an estimate and its revisions, found by reference and phone. */
export const ESTIMATE_STATUS_PATH = '/estimate/status';

const reference: RequestField = {
  name: 'reference',
  label: 'requests.estimateStatus.reference',
  hint: 'requests.estimateStatus.referenceHint',
  control: 'text',
  required: true,
  maxLength: 20,
  autoComplete: 'off',
};

const phone: RequestField = {
  name: 'phone',
  label: 'requests.estimateStatus.phone',
  control: 'tel',
  required: true,
  autoComplete: 'tel',
  maxLength: 30,
};

/** The form of /estimate/status: the key alone goes to the CMS, in the body (never in an address). */
export const ESTIMATE_STATUS_KIND: RequestKind = {
  path: ESTIMATE_STATUS_PATH,
  endpoint: '/estimates/lookup/',
  fields: [reference, phone],
  bodyOf: ({ reference: ref, phone: number }) => ({
    reference: String(ref ?? '')
      .trim()
      .toUpperCase(),
    phone: number ?? '',
  }),
};
