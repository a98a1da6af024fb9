import { Link } from 'react-router-dom';
import { usePublicApi, type PackageRate } from '../../../lib/api';
import { PACKAGE_RATES } from './package-rates-key';
import { AMENDMENT_NAME, ESTIMATE_RULE } from './estimate-rule';
import { PackageRates, estimatePath } from './package-rates';
import { hospitalDate } from './rupees';
import './packages.css';

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
  const changed = data ? lastChange(data) : undefined;
  return (
    <div className="container packages">
      <section className="packages__rule" aria-labelledby="packages-rule-title">
        <h2 id="packages-rule-title">Rates and estimates</h2>
        <p>As the {AMENDMENT_NAME} requires:</p>
        <ul>
          {ESTIMATE_RULE.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          A package covers what it lists; anything else (a longer stay, a complication, an implant not listed) is billed
          separately, and the desk tells you before it is done. <Link to={estimatePath({})}>Ask for an estimate</Link>{' '}
          for a treatment not listed here, and attach a report if you have one.
        </p>
      </section>
      {!data ? (
        <p>{error ? 'The package rates could not be loaded. Please call the hospital.' : 'Loading...'}</p>
      ) : data.length === 0 ? (
        <p>No package rates are published at present. Please ask for an estimate.</p>
      ) : (
        <>
          {data.some((rate) => rate.demo_figure) && (
            <p className="packages__demo" role="note">
              Demo figures: the rates marked below are examples, not the hospital&apos;s approved rates.
            </p>
          )}
          {changed && (
            <p className="packages__changed">
              Rates last changed on <time dateTime={changed}>{hospitalDate(changed)}</time>. Prices are in Indian rupees
              and include the taxes that apply.
            </p>
          )}
          <PackageRates rates={data} />
        </>
      )}
    </div>
  );
}
