import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Condition } from '../../../lib/api';
import { telHref, useContactDetails } from '../../../data/contact-details';
import { hospitalDate } from '../../../lib/hospital-date';
import { useFallbackLang, useIntlLocale } from '../../../lib/i18n';
import { PartlyEnglishNote } from '../../components/partly-english/partly-english-note';
import { usePageText, usePageTextWith } from '../../components/page/page-words';
import './conditions.css';

/** A section of paragraphs, or of a list (symptoms, warning signs), under its heading. */
function Section({
  id,
  title,
  items,
  list = false,
  lead,
}: {
  id: string;
  title: string;
  items: readonly string[];
  list?: boolean;
  lead?: ReactNode;
}) {
  const langOf = useFallbackLang();
  if (items.length === 0 && !lead) return null;
  return (
    <section className="condition__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {lead}
      {list ? (
        <ul>
          {items.map((item) => (
            <li key={item} lang={langOf(item)}>
              {item}
            </li>
          ))}
        </ul>
      ) : (
        items.map((item) => (
          <p key={item} lang={langOf(item)}>
            {item}
          </p>
        ))
      )}
    </section>
  );
}

/** Who reviewed the text and when, or, until both are set in the panel, that it awaits that review. */
function ClinicalReview({ condition }: { condition: Condition }) {
  const text = usePageText();
  const locale = useIntlLocale();
  const review = condition.clinical_review;
  if (!review)
    return (
      <p className="condition__review condition__review--awaiting" role="note">
        <strong>{text('pages.conditions.awaitingReview')}</strong> {text('pages.conditions.awaitingReviewWhy')}
      </p>
    );
  const date = hospitalDate(review.reviewed_on, locale);
  return (
    <p className="condition__review">
      {review.credentials
        ? text('pages.conditions.reviewedBy', { reviewer: review.reviewer, credentials: review.credentials, date })
        : text('pages.conditions.reviewedByName', { reviewer: review.reviewer, date })}
    </p>
  );
}

/** Where the warning signs mean an emergency: the hospital's emergency number first, and /emergency. */
function UrgentCall() {
  const text = usePageText();
  const textWith = usePageTextWith();
  const details = useContactDetails();
  return (
    <p className="condition__urgent" role="note">
      {textWith('pages.conditions.urgent', {
        phone: details ? (
          <a href={telHref(details.mainMobile)} className="condition__call">
            {details.mainMobile.display}
          </a>
        ) : (
          <a href="tel:108">108</a>
        ),
        link: <Link to="/emergency">{text('pages.conditions.emergencyLink')}</Link>,
      })}
    </p>
  );
}

/**
 * /conditions/{slug}: what the condition is, its symptoms, when to seek care now (the emergency
 * number first where the editor marked it urgent), how it is diagnosed and treated here, the
 * departments and doctors who treat it, linked, its clinical review (or that it awaits one) and
 * its references.
 */
export function ConditionPage({ condition }: { condition: Condition }) {
  const text = usePageText();
  const langOf = useFallbackLang();
  return (
    <article className="container condition" aria-labelledby="condition-title">
      <h1 id="condition-title" className="condition__title" lang={langOf(condition.name)}>
        {condition.name}
      </h1>
      <p className="condition__summary" lang={langOf(condition.summary)}>
        {condition.summary}
      </p>
      <ClinicalReview condition={condition} />
      <Section id="condition-overview" title={text('pages.conditions.overview')} items={condition.overview} />
      <Section id="condition-symptoms" title={text('pages.conditions.symptoms')} items={condition.symptoms} list />
      <Section
        id="condition-seek-care"
        title={text('pages.conditions.seekCare')}
        items={condition.seek_care_now}
        list
        lead={condition.urgent ? <UrgentCall /> : undefined}
      />
      <Section id="condition-diagnosis" title={text('pages.conditions.diagnosis')} items={condition.diagnosis_here} />
      <Section id="condition-treatment" title={text('pages.conditions.treatment')} items={condition.treatment_here} />
      {(condition.departments.length > 0 || condition.doctors.length > 0) && (
        <section className="condition__section condition__who" aria-labelledby="condition-who">
          <h2 id="condition-who">{text('pages.conditions.whoTreats')}</h2>
          {condition.departments.length > 0 && (
            <>
              <h3>{text('pages.conditions.departments')}</h3>
              <ul>
                {condition.departments.map((department) => (
                  <li key={department.id}>
                    <Link to={`/department/${department.id}`} lang={langOf(department.name)}>
                      {department.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          {condition.doctors.length > 0 && (
            <>
              <h3>{text('pages.conditions.doctors')}</h3>
              <ul>
                {condition.doctors.map((doctor) => (
                  <li key={doctor.id}>
                    <Link to={`/doctors?doctor=${doctor.id}`} lang={langOf(doctor.name)}>
                      {doctor.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
      {condition.references.length > 0 && (
        <section className="condition__section condition__references" aria-labelledby="condition-references">
          <h2 id="condition-references">{text('pages.conditions.references')}</h2>
          <ol>
            {condition.references.map((reference) => (
              <li key={reference.url}>
                <a href={reference.url} rel="noopener noreferrer">
                  {reference.title}
                </a>
              </li>
            ))}
          </ol>
        </section>
      )}
      <PartlyEnglishNote records={[condition]} />
      <p className="condition__disclaimer">{text('pages.conditions.disclaimer')}</p>
      <p>
        <Link to="/conditions">{text('pages.conditions.backToIndex')}</Link>
      </p>
    </article>
  );
}
