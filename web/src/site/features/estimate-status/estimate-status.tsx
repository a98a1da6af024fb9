import { Form, useActionData, useNavigation, useSearchParams } from 'react-router-dom';
import { DeclaredField } from '../../components/patient-form/declared-field';
import { RequestFormEnd } from '../../components/patient-form/patient-request';
import { fieldOf } from '../../components/patient-form/request-kind';
import { useRequestOutcome } from '../../components/patient-form/use-request-outcome';
import { useText } from '../../../lib/i18n';
import type { EstimateStatusOutcome } from './estimate-status-action';
import { ESTIMATE_STATUS_KIND } from './estimate-status-kind';
import { estimateReference } from './estimate-reference';
import { EstimateShown } from './estimate-shown';
import '../../components/patient-form/patient-form.css';
import './estimate-status.css';

/** The Amendment's rule, written out on the page whatever it shows. */
export function RevisionRule() {
  const text = useText();
  return (
    <aside className="patient-form-card estimate-status__rule" aria-labelledby="estimate-rule-title">
      <h2 id="estimate-rule-title">{text('requests.estimateStatus.ruleTitle')}</h2>
      <p>{text('requests.estimateStatus.rule')}</p>
    </aside>
  );
}

/**
 * /estimate/status: an estimate and its revisions, found by its reference (the estimate request's,
 * typed or from the receipt's link) and the phone it was given with. The form is posted to the
 * page, with or without JavaScript; the phone never goes in an address.
 */
export function EstimateStatus() {
  const text = useText();
  const [params] = useSearchParams();
  const outcome = useActionData() as EstimateStatusOutcome | undefined;
  const submitting = useNavigation().state === 'submitting';
  const { errors, problem, typed, formRef, outcomeRef } = useRequestOutcome({
    offline: 'requests.networkProblem',
    refused: 'requests.notSentOrCall',
  });
  if (outcome?.estimate) return <EstimateShown estimate={outcome.estimate} />;
  const said = outcome?.notFound ? text('requests.estimateStatus.notFound') : problem;
  const field = (name: string, initial?: string) => (
    <DeclaredField
      field={fieldOf(ESTIMATE_STATUS_KIND, name)}
      errors={errors[name]}
      defaultValue={typed(name, initial)}
    />
  );
  return (
    <section className="patient-form-card" aria-labelledby="estimate-find-title">
      <h2 id="estimate-find-title">{text('requests.estimateStatus.findTitle')}</h2>
      <Form ref={formRef} method="post" className="patient-form" noValidate aria-labelledby="estimate-find-title">
        {field('reference', estimateReference(params.get('ref') ?? '') ?? '')}
        {field('phone')}
        <RequestFormEnd
          submitting={submitting}
          problem={said}
          refused={errors}
          submitText={text('requests.estimateStatus.find')}
          outcomeRef={outcomeRef}
        />
      </Form>
    </section>
  );
}
