import { Link, useSearchParams } from 'react-router-dom';
import { RequestForm } from '../../components/patient-form/request-form';
import { ESTIMATE_FIELDS, ESTIMATE_PATH, ESTIMATE_SENT_TEXT } from './estimate-fields';

/** /estimate: ask the cost of a treatment, named from /packages or a department page, with a report if there is one. */
export function EstimatePage() {
  const [params] = useSearchParams();
  const initial = {
    procedure: params.get('procedure')?.slice(0, 200) ?? '',
    department: params.get('department')?.slice(0, 120) ?? '',
  };
  return (
    <div className="container patient-page">
      <section className="patient-form-card" aria-labelledby="estimate-form-title">
        <h2 id="estimate-form-title">Ask for an estimate</h2>
        <p className="patient-form__note">
          The desk sends you a written estimate before any treatment that is not covered by a{' '}
          <Link to="/packages">published package</Link>. A report helps the doctors estimate well; the estimate is
          confirmed once a doctor has seen the patient.
        </p>
        <RequestForm
          path={ESTIMATE_PATH}
          type="estimate"
          label="Ask for an estimate"
          fields={ESTIMATE_FIELDS}
          submitText="Ask for an estimate"
          sentText={ESTIMATE_SENT_TEXT}
          initial={initial}
        />
      </section>
    </div>
  );
}
