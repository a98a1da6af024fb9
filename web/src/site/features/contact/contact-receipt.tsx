import type { ContactRequest } from '../../../lib/api';

/** What is stored and why, in one line under the form (the desk deletes closed requests on a schedule). */
export const CONTACT_PRIVACY_NOTICE =
  'We keep your details and message only to call you back about this request; only our patient desk sees them, and they are deleted after the request is closed.';

function promisedReply(hours: number): string {
  if (hours % 24 === 0) {
    const days = hours / 24;
    return days === 1 ? '24 hours' : `${days} days`;
  }
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** Under the success text: the reference to quote when calling, and when the desk will call back. */
/** The part of the CMS's answer the patient is shown. */
export type Receipt = Pick<ContactRequest, 'reference' | 'reply_hours'>;

export function ContactReceipt({ receipt }: { receipt: Receipt }) {
  return (
    <p className="contact-form__receipt">
      {receipt.reference && (
        <>
          Your reference: <strong className="contact-form__reference">{receipt.reference}</strong>.{' '}
        </>
      )}
      {/* An older server answered without the promise: say nothing rather than "undefined hours". */}
      {Number.isInteger(receipt.reply_hours) && (
        <>Our patient desk will call you within {promisedReply(receipt.reply_hours)}.</>
      )}
    </p>
  );
}
