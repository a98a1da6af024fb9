import { HFR_SEARCH_URL } from '../../../lib/api';
import { hasRegistrations, useRegistrations } from '../../../data/registrations';
import { hospitalDate } from '../../../lib/hospital-date';
import { useIntlLocale, useText } from '../../../lib/i18n';
import './hospital-registrations.css';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The hospital's licence, HFR ID and accreditation under a heading, each with what it is, so a
 * patient can check them (the HFR ID with a link to the registry); the seeded examples say they
 * are examples. Nothing when the editors have entered none. In the footer and on /about.
 */
export function HospitalRegistrations({
  headingId,
  headingLevel = 2,
  className,
}: {
  headingId: string;
  /** 3 inside a section that has its own heading (the footer's). */
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const registrations = useRegistrations();
  const text = useText();
  const locale = useIntlLocale();
  if (!registrations || !hasRegistrations(registrations)) return null;
  const { licenceNumber, hfrId, accreditation, demoLicence, demoRegistrations } = registrations;
  const Heading = `h${headingLevel}` as const;
  const example = (shown: boolean) =>
    shown && <span className="registrations__example"> {text('registrations.example')}</span>;
  return (
    <section className={['registrations', className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <Heading id={headingId}>{text('registrations.title')}</Heading>
      <dl className="registrations__list">
        {licenceNumber && (
          <div>
            <dt>{text('registrations.licence')}</dt>
            <dd>
              {licenceNumber}
              {example(demoLicence)}
            </dd>
          </div>
        )}
        {hfrId && (
          <div>
            <dt>{text('registrations.hfr')}</dt>
            <dd>
              {hfrId}
              {example(demoRegistrations)}{' '}
              <a href={HFR_SEARCH_URL} title={text('registrations.verifyHfrHint')} {...NEW_TAB}>
                {text('registrations.verifyHfr')}
              </a>
            </dd>
          </div>
        )}
        {accreditation && (
          <div>
            <dt>{text('registrations.accreditation')}</dt>
            <dd>
              {[
                accreditation.body,
                accreditation.certificateNumber &&
                  text('registrations.certificate', { number: accreditation.certificateNumber }),
                accreditation.validUntil &&
                  text('registrations.validUntil', { date: hospitalDate(accreditation.validUntil, locale) }),
              ]
                .filter(Boolean)
                .join(', ')}
              {example(demoRegistrations)}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
