import { Link } from 'react-router-dom';
import type { PackageRate } from '../../../lib/api';
import { hospitalDate } from '../../../lib/hospital-date';
import { rupees } from './rupees';
import { departmentName } from './department-names';
import { usePageText, usePageTextWith } from '../../components/page/page-words';
import { useIntlLocale } from '../../../lib/i18n';

/** The address of the estimate form, with the package or department it is about already filled in. */
export const estimatePath = (about: { procedure?: string; department?: string }): string => {
  const query = new URLSearchParams(Object.entries(about).filter((entry): entry is [string, string] => !!entry[1]));
  return `/estimate${query.size > 0 ? `?${query.toString()}` : ''}`;
};

/** Rates by department, departments in the order their first rate was entered. */
export function byDepartment(rates: readonly PackageRate[]): Array<[string, PackageRate[]]> {
  const groups = new Map<string, PackageRate[]>();
  for (const rate of rates) groups.set(rate.department, [...(groups.get(rate.department) ?? []), rate]);
  return [...groups];
}

function RateCard({ rate }: { rate: PackageRate }) {
  const text = usePageText();
  const textWith = usePageTextWith();
  const locale = useIntlLocale();
  const titleId = `package-${rate.id}`;
  return (
    <article className="package-rate" aria-labelledby={titleId}>
      <h3 id={titleId}>{rate.title}</h3>
      <p className="package-rate__price">
        <data value={rate.price_inr}>{rupees(rate.price_inr, locale)}</data>
        {rate.valid_until && (
          <span className="package-rate__valid">
            {' '}
            {textWith('pages.packages.validUntil', {
              date: <time dateTime={rate.valid_until}>{hospitalDate(rate.valid_until, locale)}</time>,
            })}
          </span>
        )}
      </p>
      {rate.includes.length > 0 && (
        <>
          <h4>{text('pages.packages.included')}</h4>
          <ul>
            {rate.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
      {rate.excludes.length > 0 && (
        <>
          <h4>{text('pages.packages.notIncluded')}</h4>
          <ul>
            {rate.excludes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
      <p className="package-rate__ask">
        {/* Named after the rate, so a list of links read out of context still says which one. */}
        <Link
          to={estimatePath({ procedure: rate.title, department: rate.department })}
          aria-label={text('pages.packages.askEstimateFor', { title: rate.title })}
        >
          {text('pages.askEstimate')}
        </Link>
      </p>
    </article>
  );
}

/** Every published rate, grouped under its department's heading. */
export function PackageRates({ rates }: { rates: readonly PackageRate[] }) {
  const text = usePageText();
  return byDepartment(rates).map(([department, list]) => (
    <section key={department} className="package-group" aria-labelledby={`department-${slug(department)}`}>
      <h2 id={`department-${slug(department)}`}>{departmentName(department, text)}</h2>
      <div className="package-group__rates">
        {list.map((rate) => (
          <RateCard key={rate.id} rate={rate} />
        ))}
      </div>
    </section>
  ));
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
