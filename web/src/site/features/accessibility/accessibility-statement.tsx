import { PartlyEnglishNote } from '../../components/partly-english/partly-english-note';
import { Link } from 'react-router-dom';
import { usePublicApi } from '../../../lib/api';
import { ACCESSIBILITY_STATEMENT } from './accessibility-statement-key';
import { hospitalDate } from '../../../lib/hospital-date';
import './accessibility.css';
import { usePageText, usePageTextWith } from '../../components/page/page-words';
import { useIntlLocale } from '../../../lib/i18n';

/**
 * The accessibility statement: the standard, how the site is tested, what is known not to work,
 * how to report a problem, and when it was last reviewed. Its words are the editors' (Strapi's
 * panel, "Accessibility statement"); how to report is fixed here, since it names a page of the site.
 */
export function AccessibilityStatementView() {
  const { data, error } = usePublicApi(ACCESSIBILITY_STATEMENT);
  const text = usePageText();
  const textWith = usePageTextWith();
  const locale = useIntlLocale();
  if (!data) {
    return <p className="container">{error ? text('pages.accessibility.loadError') : text('layout.loading')}</p>;
  }
  return (
    <div className="container statement">
      <section aria-labelledby="statement-standard">
        <h2 id="statement-standard">{text('pages.accessibility.standardTitle')}</h2>
        <p>{textWith('pages.accessibility.standard', { standard: <strong>{data.standard}</strong> })}</p>
      </section>
      <section aria-labelledby="statement-testing">
        <h2 id="statement-testing">{text('pages.accessibility.testedTitle')}</h2>
        <p>{data.how_tested}</p>
      </section>
      <section aria-labelledby="statement-limitations">
        <h2 id="statement-limitations">{text('pages.accessibility.limitationsTitle')}</h2>
        {data.known_limitations.length > 0 ? (
          <ul>
            {data.known_limitations.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <p>{text('pages.accessibility.noLimitations')}</p>
        )}
      </section>
      <section aria-labelledby="statement-report">
        <h2 id="statement-report">{text('pages.accessibility.reportTitle')}</h2>
        <p>
          {textWith('pages.accessibility.report', {
            link: <Link to="/feedback">{text('pages.accessibility.feedbackPage')}</Link>,
          })}
        </p>
      </section>
      <PartlyEnglishNote records={[data]} />
      <p className="statement__reviewed">
        {textWith('pages.accessibility.reviewed', {
          date: <time dateTime={data.last_reviewed}>{hospitalDate(data.last_reviewed, locale)}</time>,
        })}
      </p>
    </div>
  );
}
