import { Link } from 'react-router-dom';
import { usePublicApi } from '../../../lib/api';
import { ACCESSIBILITY_STATEMENT } from './accessibility-statement-key';
import { longDate } from './statement-date';
import './accessibility.css';

/**
 * The accessibility statement: the standard, how the site is tested, what is known not to work,
 * how to report a problem, and when it was last reviewed. Its words are the editors' (Strapi's
 * panel, "Accessibility statement"); how to report is fixed here, since it names a page of the site.
 */
export function AccessibilityStatementView() {
  const { data, error } = usePublicApi(ACCESSIBILITY_STATEMENT);
  if (!data) {
    return <p className="container">{error ? 'The accessibility statement could not be loaded.' : 'Loading...'}</p>;
  }
  return (
    <div className="container statement">
      <section aria-labelledby="statement-standard">
        <h2 id="statement-standard">The standard we meet</h2>
        <p>
          This website aims to meet <strong>{data.standard}</strong> (the Web Content Accessibility Guidelines).
        </p>
      </section>
      <section aria-labelledby="statement-testing">
        <h2 id="statement-testing">How it is tested</h2>
        <p>{data.how_tested}</p>
      </section>
      <section aria-labelledby="statement-limitations">
        <h2 id="statement-limitations">Known limitations</h2>
        {data.known_limitations.length > 0 ? (
          <ul>
            {data.known_limitations.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <p>None is known at present.</p>
        )}
      </section>
      <section aria-labelledby="statement-report">
        <h2 id="statement-report">Report a problem</h2>
        <p>
          If something on this site does not work for you, tell us on the <Link to="/feedback">feedback page</Link>{' '}
          (choose &quot;Complaint&quot; or &quot;Suggestion&quot;), or call the hospital. The patient desk reads every
          message and passes accessibility problems to the website team.
        </p>
      </section>
      <p className="statement__reviewed">
        Last reviewed: <time dateTime={data.last_reviewed}>{longDate(data.last_reviewed)}</time>.
      </p>
    </div>
  );
}
