import type { Scheme } from '../../../lib/api';
import { hospitalDate } from '../../../lib/hospital-date';
import { useIntlLocale } from '../../../lib/i18n';
import { usePageText, usePageTextWith } from '../../components/page/page-words';
import { CLAIM_WORDS, KIND_WORDS, schemeId } from './scheme-words';

/** The scheme's help desk: a number to dial, and its e-mail and hours when the desk gave them. */
export function HelpDesk({ desk }: { desk: Scheme['help_desk'] }) {
  const text = usePageText();
  return (
    <dl className="scheme__desk">
      <dt>{text('pages.schemes.phone')}</dt>
      <dd>
        <a href={`tel:+${desk.phone.digits}`}>{desk.phone.display}</a>
      </dd>
      {desk.email && (
        <>
          <dt>{text('pages.schemes.email')}</dt>
          <dd>
            <a href={`mailto:${desk.email}`}>{desk.email}</a>
          </dd>
        </>
      )}
      {desk.hours && (
        <>
          <dt>{text('pages.schemes.hours')}</dt>
          <dd>{desk.hours}</dd>
        </>
      )}
    </dl>
  );
}

function SchemeCard({ scheme }: { scheme: Scheme }) {
  const text = usePageText();
  const textWith = usePageTextWith();
  const locale = useIntlLocale();
  const titleId = schemeId(scheme.id);
  return (
    <article className="scheme" aria-labelledby={titleId}>
      <h3 id={titleId}>{scheme.name}</h3>
      <p className="scheme__kind">
        {text(KIND_WORDS[scheme.kind])}
        {scheme.demo_entry && <strong className="scheme__demo-mark"> · {text('pages.schemes.demoMark')}</strong>}
      </p>
      <h4>{text('pages.schemes.covers')}</h4>
      {scheme.covers.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h4>{text('pages.schemes.howPaid')}</h4>
      <p>{text(CLAIM_WORDS[scheme.claim])}</p>
      <h4>{text('pages.schemes.documents')}</h4>
      <ul>
        {scheme.documents.map((document) => (
          <li key={document}>{document}</li>
        ))}
      </ul>
      <h4>{text('pages.schemes.helpDesk')}</h4>
      <HelpDesk desk={scheme.help_desk} />
      <p className="scheme__as-of">
        {textWith('pages.schemes.asOf', {
          date: <time dateTime={scheme.as_of}>{hospitalDate(scheme.as_of, locale)}</time>,
        })}
      </p>
    </article>
  );
}

/** Every scheme the hospital accepts, in the order the desk entered them. */
export function SchemeList({ schemes }: { schemes: readonly Scheme[] }) {
  const text = usePageText();
  return (
    <section className="schemes__list" aria-labelledby="schemes-list-title">
      <h2 id="schemes-list-title">{text('pages.schemes.listTitle')}</h2>
      <div className="schemes__cards">
        {schemes.map((scheme) => (
          <SchemeCard key={scheme.id} scheme={scheme} />
        ))}
      </div>
    </section>
  );
}
