import { PartlyEnglishNote } from '../../components/partly-english/partly-english-note';
import { PaymentNotice } from '../../components/payment-notice/payment-notice';
import { Link } from 'react-router-dom';
import { usePublicApi, type PackageRate } from '../../../lib/api';
import { PACKAGE_RATES } from './package-rates-key';
import { AMENDMENT_NAME, ESTIMATE_RULE } from './estimate-rule';
import { PackageRates, estimatePath } from './package-rates';
import { hospitalDate } from '../../../lib/hospital-date';
import './packages.css';
import { usePageText, usePageTextWith } from '../../components/page/page-words';
import { useIntlLocale } from '../../../lib/i18n';
import { Notice } from '../../../components/notice/notice';

/** Every rate as one machine-readable file, made on the site server (rates-file.ts, rate-files.ts). */
const RATES_FILE = '/rates.json';

/** The latest change among the rates: the date the page says the list was last changed. */
const lastChange = (rates: readonly PackageRate[]) =>
  rates
    .map((rate) => rate.updated_at)
    .sort()
    .at(-1);

/**
 * /packages: the hospital's published package rates, by department, with the date of the last
 * change, what the Amendment promises about estimates, and the way to ask for one. Printable.
 */
export function PackagesPage() {
  const { data, error } = usePublicApi(PACKAGE_RATES);
  const text = usePageText();
  const textWith = usePageTextWith();
  const locale = useIntlLocale();
  const changed = data ? lastChange(data) : undefined;
  return (
    <div className="container packages">
      <section className="packages__rule" aria-labelledby="packages-rule-title">
        <h2 id="packages-rule-title">{text('pages.packages.ruleTitle')}</h2>
        <p>{text('pages.packages.asRequired', { law: AMENDMENT_NAME })}</p>
        <ul>
          {ESTIMATE_RULE.map((key) => (
            <li key={key}>{text(key)}</li>
          ))}
        </ul>
        <p>
          {textWith('pages.packages.billedSeparately', {
            link: <Link to={estimatePath({})}>{text('pages.askEstimate')}</Link>,
          })}
        </p>
        <p>
          {textWith('pages.packages.schemes', {
            link: <Link to="/schemes">{text('pages.packages.schemesLink')}</Link>,
          })}
        </p>
      </section>
      <PaymentNotice />
      {!data ? (
        <p>{error ? text('pages.packages.loadError') : text('layout.loading')}</p>
      ) : data.length === 0 ? (
        <p>{text('pages.packages.none')}</p>
      ) : (
        <>
          {data.some((rate) => rate.demo_figure) && <Notice>{text('pages.packages.demo')}</Notice>}
          {changed && (
            <p className="packages__changed">
              {textWith('pages.packages.changed', {
                date: <time dateTime={changed}>{hospitalDate(changed, locale)}</time>,
              })}
            </p>
          )}
          <p className="packages__file">
            {/* A plain link: the file is one English document at the site's root, from every language's page. */}
            <a href={RATES_FILE} type="application/json" download>
              {text('pages.packages.machineReadable')}
            </a>
          </p>
          <PackageRates rates={data} />
          <PartlyEnglishNote records={data} />
        </>
      )}
    </div>
  );
}
