import type { RequestField, RequestKind } from '../../components/patient-form/request-kind';

/** What a patient does on /booking, each a form of its own posted to the page (`intent`). */
export const MANAGE_INTENTS = ['find', 'move', 'cancel', 'confirm-cancel'] as const;
export type ManageIntent = (typeof MANAGE_INTENTS)[number];

export const isManageIntent = (value: unknown): value is ManageIntent =>
  (MANAGE_INTENTS as readonly unknown[]).includes(value);

/** A reference as the CMS writes them (`BK-7KQ4-M2XD`), in any case and spacing the patient types. */
const REFERENCE_MAX = 20;

const reference: RequestField = {
  name: 'reference',
  label: 'requests.manage.reference',
  hint: 'requests.manage.referenceHint',
  control: 'text',
  required: true,
  maxLength: REFERENCE_MAX,
  autoComplete: 'off',
};

const phone: RequestField = {
  name: 'phone',
  label: 'requests.manage.phone',
  control: 'tel',
  required: true,
  autoComplete: 'tel',
  maxLength: 30,
};

/** Once the visit is shown, its key travels with the next form unseen (never in an address). */
const carried = (field: RequestField): RequestField => ({ ...field, control: 'hidden' });

/** The reference and phone alone are the CMS's body: nothing else of the page goes with them. */
const keyOnly = ({ reference: ref, phone: number, ...rest }: Record<string, string | number>) => ({
  reference: String(ref ?? '')
    .trim()
    .toUpperCase(),
  phone: number ?? '',
  ...('session' in rest ? sessionParts(String(rest.session)) : {}),
});

function sessionParts(session: string) {
  const [date = '', start = ''] = session.split(' ');
  return { date, start };
}

const SESSION = /^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/;

/** Each form of the page, declared once: its fields, and where the CMS takes it. */
export const MANAGE_KINDS: Record<ManageIntent, RequestKind> = {
  find: { path: '/booking', endpoint: '/bookings/lookup/', fields: [reference, phone], bodyOf: keyOnly },
  // Asking "are you sure?" shows the visit again: a lookup.
  cancel: {
    path: '/booking',
    endpoint: '/bookings/lookup/',
    fields: [carried(reference), carried(phone)],
    bodyOf: keyOnly,
  },
  'confirm-cancel': {
    path: '/booking',
    endpoint: '/bookings/cancel/',
    fields: [carried(reference), carried(phone)],
    bodyOf: keyOnly,
  },
  move: {
    path: '/booking',
    endpoint: '/bookings/move/',
    fields: [
      carried(reference),
      carried(phone),
      {
        name: 'session',
        label: 'requests.booking.session',
        control: 'select',
        required: true,
        check: (value) => (SESSION.test(value) ? null : { code: 'invalid_choice' }),
      },
    ],
    bodyOf: keyOnly,
  },
};
