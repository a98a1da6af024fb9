import type { ActionFunction } from 'react-router-dom';
import { answered, postedForm } from '../../components/patient-form/request-action';
import {
  browserDesk,
  refusalOutcome,
  type FormOutcome,
  type RequestDesk,
} from '../../components/patient-form/request-desk';
import { checkRequest, readPosted, refilled, requestBody } from '../../components/patient-form/request-kind';
import type { PatientEstimate } from '../../../lib/api';
import { splitLanguage } from '../../../lib/i18n';
import { ESTIMATE_STATUS_KIND } from './estimate-status-kind';

/** What the form of /estimate/status leaves the page, with or without JavaScript. */
export interface EstimateStatusOutcome extends FormOutcome {
  estimate?: PatientEstimate;
  /** No estimate has this reference with this phone (the CMS says the same of both). */
  notFound?: true;
}

const isEstimate = (answer: unknown): answer is PatientEstimate =>
  typeof answer === 'object' &&
  answer !== null &&
  'reference' in answer &&
  'revisions' in answer &&
  Array.isArray(answer.revisions);

/**
 * /estimate/status's action: the estimate found by its reference and phone, as /booking finds a
 * visit (the same form machinery, the key in the body, never in an address). What the CMS answers
 * (the estimate, or why not) is the page's action data.
 */
export const estimateStatusAction: ActionFunction = async ({ request, context }) => {
  const taken = await postedForm(request, context);
  if (taken instanceof Response) return taken;
  const { server, posted } = taken;
  const kind = ESTIMATE_STATUS_KIND;
  const typed = readPosted(kind, posted);
  const values = refilled(kind, typed.values);
  const codes = checkRequest(kind, typed);
  if (Object.keys(codes).length > 0) return answered({ values, codes } satisfies EstimateStatusOutcome, 400);

  const desk: RequestDesk = server?.desk ?? browserDesk;
  const path = new URL(request.url).pathname;
  const body = requestBody(kind, typed.values, splitLanguage(path).language);
  const answer = await desk.send({ endpoint: '/estimates/lookup/', path, body, files: [] });
  if (answer.kind === 'received' && isEstimate(answer.answer))
    return answered({ values, estimate: answer.answer } satisfies EstimateStatusOutcome, 200);
  if (answer.kind === 'received') return answered({ values, problem: 'unreachable' }, 502);
  if (answer.kind === 'failed') return answered({ values, problem: answer.problem }, answer.status || 502);
  if (answer.status === 404) return answered({ values, notFound: true } satisfies EstimateStatusOutcome, 404);
  const retry: Record<string, string> = answer.retryAfter ? { 'Retry-After': answer.retryAfter } : {};
  return answered(refusalOutcome(answer.status, answer.body, values), answer.status, retry);
};
