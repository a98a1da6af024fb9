import { Link } from 'react-router-dom';
import { consultant, consultantPath } from '../../data/consultant';
import { research } from '../../data/research';
import './research.css';

/** The /research page: what the hospital studies and how patients can take part. */
export function ResearchPage() {
  return (
    <article className="research container">
      <h1>Research</h1>
      {research.introduction.map((paragraph) => (
        <p key={paragraph} className="research__intro">
          {paragraph}
        </p>
      ))}
      <section aria-labelledby="research-areas">
        <h2 id="research-areas">Areas of Research</h2>
        <ul className="research__areas">
          {research.areas.map((area) => (
            <li key={area.heading}>
              <h3>{area.heading}</h3>
              <p>{area.summary}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="research-ongoing">
        <h2 id="research-ongoing">Ongoing Studies</h2>
        <ul>
          {research.ongoingStudies.map((study) => (
            <li key={study}>{study}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="research-taking-part">
        <h2 id="research-taking-part">Taking Part</h2>
        <p>{research.ethics}</p>
        <p>
          Publications and presentations of our team are listed on the profile of{' '}
          <Link to={consultantPath}>{consultant.name}</Link>.
        </p>
      </section>
    </article>
  );
}
