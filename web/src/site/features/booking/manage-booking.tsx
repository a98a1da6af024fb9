import { useEffect, useRef } from 'react';
import { Form, useActionData, useNavigation, useSearchParams } from 'react-router-dom';
import { BookedVisit } from '../../components/booked-visit/booked-visit';
import { DeclaredField } from '../../components/patient-form/declared-field';
import { RequestFormEnd } from '../../components/patient-form/patient-request';
import { fieldOf } from '../../components/patient-form/request-kind';
import { useRequestOutcome } from '../../components/patient-form/use-request-outcome';
import type { BookableSession, Booking } from '../../../lib/api';
import { clockTime, longDate } from '../../../lib/hospital-date';
import { useIntlLocale, useText } from '../../../lib/i18n';
import type { ManageOutcome } from './manage-action';
import { MANAGE_KINDS, type ManageIntent } from './manage-kinds';
import { bookingReference } from './booking-reference';
import '../../components/patient-form/patient-form.css';

/** The visit's key and what the form does, as hidden fields of each form under the visit. */
function Carried({ intent, values }: { intent: ManageIntent; values: Record<string, string> }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="reference" value={values.reference ?? ''} />
      <input type="hidden" name="phone" value={values.phone ?? ''} />
    </>
  );
}

function MoveForm({ outcome, visit, errors }: { outcome: ManageOutcome; visit: Booking; errors?: string[] }) {
  const text = useText();
  const locale = useIntlLocale();
  const sessions: readonly BookableSession[] = outcome.sessions ?? [];
  if (visit.moves_left < 1) return <p>{text('requests.manage.noMoves')}</p>;
  if (sessions.length === 0) return <p>{text('requests.manage.noSessions')}</p>;
  return (
    <Form method="post" className="patient-form" noValidate aria-labelledby="move-title">
      <Carried intent="move" values={outcome.values ?? {}} />
      <p>{text('requests.manage.movesLeft', { count: visit.moves_left })}</p>
      <DeclaredField field={fieldOf(MANAGE_KINDS.move, 'session')} errors={errors}>
        <option value="">{text('requests.booking.chooseSession')}</option>
        {sessions.map((session) => (
          <option key={`${session.date} ${session.start}`} value={`${session.date} ${session.start}`}>
            {text('requests.booking.sessionOption', {
              date: longDate(session.date, locale),
              start: clockTime(session.start, locale),
              end: clockTime(session.end, locale),
              branch: session.branch,
            })}{' '}
            ({text('requests.booking.left', { left: session.left })})
          </option>
        ))}
      </DeclaredField>
      <button type="submit" className="button patient-form__submit">
        {text('requests.manage.move')}
      </button>
    </Form>
  );
}

function CancelForm({ outcome }: { outcome: ManageOutcome }) {
  const text = useText();
  const values = outcome.values ?? {};
  if (outcome.intent === 'cancel' && outcome.visit?.status === 'booked') {
    return (
      <div className="patient-form">
        <p role="alert">{text('requests.manage.confirmCancel')}</p>
        <Form method="post">
          <Carried intent="confirm-cancel" values={values} />
          <button type="submit" className="button">
            {text('requests.manage.yesCancel')}
          </button>
        </Form>
      </div>
    );
  }
  return (
    <Form method="post" className="patient-form">
      <p>{text('requests.manage.cancelNote')}</p>
      <Carried intent="cancel" values={values} />
      <button type="submit" className="button button--outline">
        {text('requests.manage.cancel')}
      </button>
    </Form>
  );
}

/** The visit found, what was just done to it, and the ways to move or cancel it. */
function ManagedVisit({
  outcome,
  visit,
  problem,
  errors,
}: {
  outcome: ManageOutcome;
  visit: Booking;
  problem?: string;
  errors: Record<string, string[]>;
}) {
  const text = useText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [outcome]);
  const done =
    outcome.intent === 'move' && !problem
      ? text('requests.manage.moved')
      : outcome.intent === 'confirm-cancel' && visit.status === 'cancelled'
        ? text('requests.manage.cancelled')
        : undefined;
  return (
    <section className="patient-form-card" aria-labelledby="visit-title">
      <h2 id="visit-title" ref={heading} tabIndex={-1}>
        {text('requests.manage.yourVisit')}
      </h2>
      {done && (
        <p role="status" className="patient-form__outcome">
          <strong>{done}</strong>
        </p>
      )}
      {problem && (
        <p role="alert" className="patient-form__problem">
          {problem}
        </p>
      )}
      <BookedVisit visit={visit} />
      {visit.status === 'booked' && (
        <>
          <h3 id="move-title">{text('requests.manage.moveTitle')}</h3>
          <MoveForm outcome={outcome} visit={visit} errors={errors.session ?? errors.date ?? errors.start} />
          <h3>{text('requests.manage.cancelTitle')}</h3>
          <CancelForm outcome={outcome} />
        </>
      )}
    </section>
  );
}

/**
 * /booking: a visit booked online, found by its reference (from the confirmation's link, or typed)
 * and the phone it was booked with; then moved or cancelled. Every step is a form posted to the
 * page, with or without JavaScript.
 */
export function ManageBooking() {
  const text = useText();
  const [params] = useSearchParams();
  const outcome = useActionData() as ManageOutcome | undefined;
  const submitting = useNavigation().state === 'submitting';
  const { errors, problem, typed, formRef, outcomeRef } = useRequestOutcome({
    offline: 'requests.networkProblem',
    refused: 'requests.notSentOrCall',
  });
  const said = outcome?.notFound ? text('requests.manage.notFound') : problem;
  if (outcome?.visit) return <ManagedVisit outcome={outcome} visit={outcome.visit} problem={said} errors={errors} />;

  const find = (name: string, initial?: string) => (
    <DeclaredField field={fieldOf(MANAGE_KINDS.find, name)} errors={errors[name]} defaultValue={typed(name, initial)} />
  );
  return (
    <section className="patient-form-card" aria-labelledby="find-title">
      <h2 id="find-title">{text('requests.manage.findTitle')}</h2>
      <Form ref={formRef} method="post" className="patient-form" noValidate aria-labelledby="find-title">
        <input type="hidden" name="intent" value="find" />
        {find('reference', bookingReference(params.get('ref') ?? '') ?? '')}
        {find('phone')}
        <RequestFormEnd
          submitting={submitting}
          problem={said}
          refused={errors}
          submitText={text('requests.manage.find')}
          outcomeRef={outcomeRef}
        />
      </Form>
    </section>
  );
}
