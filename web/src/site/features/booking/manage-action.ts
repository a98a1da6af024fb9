import type { ActionFunction } from 'react-router-dom';
import { answered, postedForm } from '../../components/patient-form/request-action';
import {
  bookingIn,
  browserDesk,
  refusalOutcome,
  type DeskEndpoint,
  type FormOutcome,
  type RequestDesk,
} from '../../components/patient-form/request-desk';
import { checkRequest, readPosted, refilled, requestBody } from '../../components/patient-form/request-kind';
import { publicKey, readerFor, type BookableSession, type Booking } from '../../../lib/api';
import { splitLanguage } from '../../../lib/i18n';
import { isManageIntent, MANAGE_KINDS, type ManageIntent } from './manage-kinds';

/** What a form of /booking leaves the page, with or without JavaScript. */
export interface ManageOutcome extends FormOutcome {
  intent: ManageIntent;
  /** No booking has this reference with this phone (the CMS says the same of both). */
  notFound?: true;
  /** The doctor's sessions still open, to move the visit to. */
  sessions?: BookableSession[];
}

/** The doctor's open session dates other than the visit's own: what a move offers. */
async function sessionsToMoveTo(visit: Booking, context: unknown): Promise<BookableSession[]> {
  if (visit.status !== 'booked' || visit.moves_left < 1) return [];
  // Without the list (the CMS slow to answer it) the visit still shows; only the move waits.
  const answer = await readerFor(context)(publicKey('/opd-sessions/', { doctor: visit.doctor.id })).catch(
    () => undefined,
  );
  if (!Array.isArray(answer)) return [];
  return (answer as BookableSession[]).filter(
    (session) => !session.closed && session.left > 0 && !(session.date === visit.date && session.start === visit.start),
  );
}

/**
 * /booking's action: the visit found by its reference and phone, moved or cancelled. The key goes
 * in each form's body, never in an address; what the CMS answers (the visit, or why not) is the
 * page's action data. A refused move or cancel shows the visit again beside why.
 */
export const manageAction: ActionFunction = async ({ request, context }) => {
  const taken = await postedForm(request, context);
  if (taken instanceof Response) return taken;
  const { server, posted } = taken;
  const asked = posted.get('intent');
  const intent: ManageIntent = isManageIntent(asked) ? asked : 'find';
  const kind = MANAGE_KINDS[intent];
  const typed = readPosted(kind, posted);
  const values = refilled(kind, typed.values);
  const codes = checkRequest(kind, typed);
  if (Object.keys(codes).length > 0) return answered({ intent, values, codes } satisfies ManageOutcome, 400);

  const desk: RequestDesk = server?.desk ?? browserDesk;
  const path = new URL(request.url).pathname;
  const body = requestBody(kind, typed.values, splitLanguage(path).language);
  const send = (endpoint: DeskEndpoint) => desk.send({ endpoint, path, body, files: [] });
  const answer = await send(kind.endpoint ?? '/bookings/lookup/');

  if (answer.kind === 'received') {
    const visit = bookingIn(answer.answer);
    const sessions = visit ? await sessionsToMoveTo(visit, context) : [];
    return answered({ intent, values, visit, sessions } satisfies ManageOutcome, 200);
  }
  if (answer.kind === 'failed') return answered({ intent, values, problem: answer.problem }, answer.status || 502);
  if (answer.status === 404) return answered({ intent, values, notFound: true } satisfies ManageOutcome, 404);
  const refused: ManageOutcome = { intent, ...refusalOutcome(answer.status, answer.body, values) };
  // A move or a cancel refused (the session full, the moves used): the visit as it still stands.
  if (intent !== 'find' && answer.status === 409) {
    const again = await send('/bookings/lookup/');
    const visit = again.kind === 'received' ? bookingIn(again.answer) : undefined;
    if (visit) Object.assign(refused, { visit, sessions: await sessionsToMoveTo(visit, context) });
  }
  const retry: Record<string, string> = answer.retryAfter ? { 'Retry-After': answer.retryAfter } : {};
  return answered(refused, answer.status, retry);
};
