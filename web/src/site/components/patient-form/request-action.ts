import type { ActionFunction } from 'react-router-dom';
import { MAX_REPORT_BYTES } from '../../../lib/api';
import { splitLanguage } from '../../../lib/i18n';
import {
  browserDesk,
  browserDeskTaking,
  receiptOf,
  refusalOutcome,
  type DeskRequest,
  type FormOutcome,
  type RequestDesk,
} from './request-desk';
import { checkRequest, readPosted, refilled, requestBody, type RequestKind } from './request-kind';

/**
 * What the page server hands a form's action (`createStaticHandler().query`'s request context):
 * its way to the desk and, when the body was refused before it was read (over its size), why.
 */
export interface ServerDesk {
  desk: RequestDesk;
  refusedUnread?: 'tooLarge' | 'reportTooLarge';
}

export const isServerDesk = (context: unknown): context is ServerDesk =>
  typeof context === 'object' && context !== null && 'desk' in context;

/** The outcome with its status (and headers): the router hands the page its data, the server the status. */
export function answered<Outcome extends FormOutcome>(
  outcome: Outcome,
  status: number,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(outcome), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** A body over its cap, refused by the page server before a byte of it was read: what was typed is in it. */
export function refusedUnread(why: NonNullable<ServerDesk['refusedUnread']>): Response {
  return answered(
    why === 'reportTooLarge'
      ? { codes: { report: [{ code: 'file_too_large', max: MAX_REPORT_BYTES }] }, errors: { report: [] } }
      : { codes: { non_field_errors: [{ code: 'form_too_large' }] } },
    413,
  );
}

/** What a page's action starts from: the page server's desk (none in the browser) and the posted form. */
export interface PostedForm {
  server?: ServerDesk;
  posted: FormData;
}

/**
 * The posted form of an action, or the answer that it could not be taken: a body the page server
 * refused unread (over its cap), or one that is not a form.
 */
export async function postedForm(request: Request, context: unknown): Promise<PostedForm | Response> {
  const server = isServerDesk(context) ? context : undefined;
  if (server?.refusedUnread) return refusedUnread(server.refusedUnread);
  try {
    return { server, posted: await request.formData() };
  } catch {
    return answered({ codes: { non_field_errors: [{ code: 'form_unreadable' }] } }, 400);
  }
}

/**
 * A form's action, the one way a patient's request is taken, with or without JavaScript: the
 * posted fields read and checked by the kind's declaration, sent to the desk (the page server's
 * or the browser's, request-desk.ts), and answered with the receipt (after a redirect, without
 * JavaScript) or the refusal with what was typed.
 */
export function requestAction(kind: RequestKind): ActionFunction {
  return async ({ request, context }) => {
    const taken = await postedForm(request, context);
    if (taken instanceof Response) return taken;
    const { server, posted } = taken;
    const url = new URL(request.url);
    const { language } = splitLanguage(url.pathname);
    const typed = readPosted(kind, posted);
    const values = refilled(kind, typed.values);
    const codes = checkRequest(kind, typed);
    if (Object.keys(codes).length > 0) return answered({ values, codes }, 400);

    const desk = server?.desk ?? (kind.sendingAtLeastMs ? browserDeskTaking(kind.sendingAtLeastMs) : browserDesk);
    const sent: DeskRequest = {
      endpoint: kind.endpoint ?? '/contact-requests/',
      path: url.pathname,
      body: requestBody(kind, typed.values, language),
      files: typed.files,
    };
    const answer = await desk.send(sent);
    if (answer.kind === 'received') {
      return desk.received(receiptOf(answer.answer), {
        path: url.pathname,
        location: splitLanguage(url.pathname).path + url.search,
      });
    }
    if (answer.kind === 'failed') return answered({ values, problem: answer.problem }, answer.status || 502);
    const retry: Record<string, string> = answer.retryAfter ? { 'Retry-After': answer.retryAfter } : {};
    return answered(refusalOutcome(answer.status, answer.body, values), answer.status, retry);
  };
}
