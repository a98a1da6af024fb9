import { useSiteSettings } from '../../../lib/api';
import { useFallbackLang, useText } from '../../../lib/i18n';
import './payment-notice.css';

/**
 * The payment-fraud notice the editors keep in the panel ("Contact details"), in the page's
 * language: how the hospital asks for money and that its staff never ask for an OTP. On every page
 * where a family is about to pay or be told a price (/packages, /estimate, the booking page).
 * Nothing when the editors have written none.
 */
export function PaymentNotice() {
  const notice = useSiteSettings()?.payment_notice;
  const text = useText();
  const langOf = useFallbackLang();
  if (!notice) return null;
  return (
    <aside className="payment-notice" aria-labelledby="payment-notice-title">
      <h2 id="payment-notice-title">{text('paymentNotice.title')}</h2>
      <p lang={langOf(notice)}>{notice}</p>
    </aside>
  );
}
