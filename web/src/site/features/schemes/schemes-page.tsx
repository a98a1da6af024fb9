import { Link } from 'react-router-dom';
import { SITE_SETTINGS, usePublicApi } from '../../../lib/api';
import { PartlyEnglishNote } from '../../components/partly-english/partly-english-note';
import { usePageText, usePageTextWith } from '../../components/page/page-words';
import { CardFinder } from './card-finder';
import { insuranceDeskPhone } from './insurance-desk';
import { SchemeList } from './scheme-list';
import { CASHLESS_STEPS } from './scheme-words';
import { SCHEMES } from './schemes-key';
import './schemes.css';
import { Notice } from '../../../components/notice/notice';

/** The cashless steps, the same for every scheme: what happens at the insurance desk. */
function CashlessSteps() {
  const text = usePageText();
  const textWith = usePageTextWith();
  return (
    <section className="schemes__steps" aria-labelledby="cashless-steps-title">
      <h2 id="cashless-steps-title">{text('pages.schemes.stepsTitle')}</h2>
      <ol>
        {CASHLESS_STEPS.map((key) => (
          <li key={key}>{text(key)}</li>
        ))}
      </ol>
      <p>
        {textWith('pages.schemes.estimate', {
          link: <Link to="/estimate">{text('pages.schemes.estimateLink')}</Link>,
          rates: <Link to="/packages">{text('pages.schemes.ratesLink')}</Link>,
        })}
      </p>
    </section>
  );
}

/**
 * /schemes: the government schemes, insurers and TPAs the hospital accepts, each with what it
 * covers here, how it pays, the documents to bring, its help desk and the day it was last
 * confirmed; the card finder; the cashless steps. Demo entries say so, since empanelments lapse.
 */
export function SchemesPage() {
  const { data, error } = usePublicApi(SCHEMES);
  const { data: settings } = usePublicApi(SITE_SETTINGS);
  const text = usePageText();
  return (
    <div className="container schemes">
      <p className="schemes__intro">{text('pages.schemes.intro')}</p>
      {!data ? (
        <p>{error ? text('pages.schemes.loadError') : text('layout.loading')}</p>
      ) : (
        <>
          {data.some((scheme) => scheme.demo_entry) && <Notice>{text('pages.schemes.demo')}</Notice>}
          <CardFinder schemes={data} deskPhone={insuranceDeskPhone(data, settings?.landline)} />
          {data.length === 0 ? <p>{text('pages.schemes.none')}</p> : <SchemeList schemes={data} />}
          <PartlyEnglishNote records={data} />
        </>
      )}
      <CashlessSteps />
    </div>
  );
}
