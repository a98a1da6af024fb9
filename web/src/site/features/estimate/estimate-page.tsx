import { Link, useSearchParams } from 'react-router-dom';
import { RequestForm } from '../../components/patient-form/request-form';
import { PaymentNotice } from '../../components/payment-notice/payment-notice';
import { useTextWith } from '../../components/patient-form/patient-request';
import { useText } from '../../../lib/i18n';
import { ESTIMATE_REQUEST, PREFILLED_LENGTH } from './estimate-fields';

/** /estimate: ask the cost of a treatment, named from /packages or a department page, with a report if there is one. */
export function EstimatePage() {
  const text = useText();
  const textWith = useTextWith();
  const [params] = useSearchParams();
  const initial = {
    procedure: params.get('procedure')?.slice(0, PREFILLED_LENGTH.procedure) ?? '',
    department: params.get('department')?.slice(0, PREFILLED_LENGTH.department) ?? '',
  };
  return (
    <div className="container patient-page">
      <section className="patient-form-card" aria-labelledby="estimate-form-title">
        <h2 id="estimate-form-title">{text('requests.estimate.title')}</h2>
        <p className="patient-form__note">
          {textWith('requests.estimate.intro', {
            link: <Link to="/packages">{text('requests.estimate.packageLink')}</Link>,
          })}
        </p>
        <p className="patient-form__note">
          {textWith('requests.estimate.schemes', {
            link: <Link to="/schemes">{text('requests.estimate.schemesLink')}</Link>,
          })}
        </p>
        <PaymentNotice />
        <RequestForm
          kind={ESTIMATE_REQUEST}
          label="requests.estimate.title"
          submitText="requests.estimate.submit"
          sentText="requests.estimate.sent"
          initial={initial}
          afterSent={(reference) => (
            <p className="patient-form__note">
              {textWith('requests.estimateStatus.linkIntro', {
                link: (
                  <Link to={`/estimate/status?ref=${encodeURIComponent(reference)}`}>
                    {text('requests.estimateStatus.linkText')}
                  </Link>
                ),
              })}
            </p>
          )}
        />
        <p className="patient-form__note">
          {textWith('requests.estimateStatus.linkIntro', {
            link: <Link to="/estimate/status">{text('requests.estimateStatus.linkText')}</Link>,
          })}
        </p>
      </section>
    </div>
  );
}
