import { useEffect, useRef } from 'react';
import { ESTIMATE_HEADS, type EstimateAmounts, type PatientEstimate } from '../../../lib/api';
import { hospitalDate } from '../../../lib/hospital-date';
import { useIntlLocale, useText } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';

const HEAD_WORDS: Record<(typeof ESTIMATE_HEADS)[number], MessageKey> = {
  room: 'requests.estimateStatus.head.room',
  procedure: 'requests.estimateStatus.head.procedure',
  medicines: 'requests.estimateStatus.head.medicines',
  investigations: 'requests.estimateStatus.head.investigations',
  other: 'requests.estimateStatus.head.other',
};

/** Whole rupees in the page's language and digits: ₹2,30,000, ₹২,৩০,০০০. */
function useRupees(): (amount: number, signed?: boolean) => string {
  const locale = useIntlLocale();
  return (amount, signed = false) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
      ...(signed && { signDisplay: 'exceptZero' as const }),
    }).format(amount);
}

/** One version of the estimate: its amounts by head and its total. */
function Amounts({ amounts, total, caption }: { amounts: EstimateAmounts; total: number; caption: string }) {
  const text = useText();
  const rupees = useRupees();
  return (
    <table className="estimate-status__amounts">
      <caption>{caption}</caption>
      <tbody>
        {ESTIMATE_HEADS.map((head) => (
          <tr key={head}>
            <th scope="row">{text(HEAD_WORDS[head])}</th>
            <td>{rupees(amounts[head])}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">{text('requests.estimateStatus.total')}</th>
          <td>
            <strong>{rupees(total)}</strong>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** The estimate found: its first amounts, then each revision with its date, change and reason. */
export function EstimateShown({ estimate }: { estimate: PatientEstimate }) {
  const text = useText();
  const locale = useIntlLocale();
  const rupees = useRupees();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [estimate]);
  return (
    <section className="patient-form-card estimate-status" aria-labelledby="estimate-title">
      <h2 id="estimate-title" ref={heading} tabIndex={-1}>
        {text('requests.estimateStatus.yourEstimate', { reference: estimate.reference })}
      </h2>
      <p>
        {estimate.name} · {estimate.procedure}
      </p>
      <Amounts
        amounts={estimate.amounts}
        total={estimate.total}
        caption={text('requests.estimateStatus.first', { date: hospitalDate(estimate.created_at, locale) })}
      />
      {estimate.revisions.length === 0 && <p>{text('requests.estimateStatus.noRevisions')}</p>}
      {estimate.revisions.map((revision) => (
        <article key={revision.number} className="estimate-status__revision">
          <h3>
            {text('requests.estimateStatus.revision', {
              number: revision.number,
              date: hospitalDate(revision.revised_at, locale),
            })}
          </h3>
          <p>
            <strong>{text('requests.estimateStatus.reason')}</strong> {revision.reason}
          </p>
          <Amounts
            amounts={revision.amounts}
            total={revision.total}
            caption={text('requests.estimateStatus.amountsOf', { number: revision.number })}
          />
          <p>
            {text(
              revision.change > 0
                ? 'requests.estimateStatus.up'
                : revision.change < 0
                  ? 'requests.estimateStatus.down'
                  : 'requests.estimateStatus.same',
              {
                change: rupees(Math.abs(revision.change)),
              },
            )}
          </p>
          <p>
            {revision.family_informed_at
              ? text('requests.estimateStatus.informed', { date: hospitalDate(revision.family_informed_at, locale) })
              : text('requests.estimateStatus.notYetInformed')}
          </p>
        </article>
      ))}
    </section>
  );
}
