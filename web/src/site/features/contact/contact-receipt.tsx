import { useText } from '../../../lib/i18n';
import type { Receipt } from '../../components/patient-form/request-desk';

/** When the desk will call: in days when it is whole days beyond one ("2 days"), else in hours ("24 hours"). */
function usePromisedReply(): (hours: number) => string {
  const text = useText();
  return (hours) =>
    hours % 24 === 0 && hours > 24 ? text('form.replyDays', { days: hours / 24 }) : text('form.replyHours', { hours });
}

/** Under the success text: the reference to quote when calling, and when the desk will call back. */
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
      {receipt.reply_hours !== undefined && Number.isInteger(receipt.reply_hours) && (
        <>{promisedReply(receipt.reply_hours)}</>
      )}
    </p>
  );
}
