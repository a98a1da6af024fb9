import type { ContactRequest } from '../../../lib/api';
import { useText } from '../../../lib/i18n';

/** When the desk will call: in days when it is whole days beyond one ("2 days"), else in hours ("24 hours"). */
function usePromisedReply(): (hours: number) => string {
  const text = useText();
  return (hours) =>
    hours % 24 === 0 && hours > 24 ? text('form.replyDays', { days: hours / 24 }) : text('form.replyHours', { hours });
}

/** Under the success text: the reference to quote when calling, and when the desk will call back. */
/** The part of the CMS's answer the patient is shown. */
export type Receipt = Pick<ContactRequest, 'reference' | 'reply_hours'>;

export function ContactReceipt({ receipt }: { receipt: Receipt }) {
  const text = useText();
  const promisedReply = usePromisedReply();
  return (
    <p className="contact-form__receipt">
      {receipt.reference && (
        <>
          {text('form.reference')} <strong className="contact-form__reference">{receipt.reference}</strong>.{' '}
        </>
      )}
      {/* An older server answered without the promise: say nothing rather than "undefined hours". */}
      {Number.isInteger(receipt.reply_hours) && <>{promisedReply(receipt.reply_hours)}</>}
    </p>
  );
}
