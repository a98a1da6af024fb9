import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Language, ServedFormState } from '../../src/entry-server';
import { forwardedHeaders, type Visitor } from '../cms-api';
import { MAX_REPORT_BYTES, MB, readRefusalCodes, type RefusalCodes } from '@hospital/contract';
import { refilledValues, requestBody, typedValues, type ServedForm } from './forms';
import type { ReceiptSigner } from './receipt-cookie';
import { REPORT_BUSY_TEXTS, type ReportGate } from './report-gate';
import { submissionKey } from './submission-key';

/**
 * The largest form body read: the longest message the CMS keeps (5,000 characters) written in
 * Bengali is 15 KB of UTF-8, three times that once percent-encoded; nothing a patient types is longer.
 */
export const MAX_FORM_BYTES = 64 * 1024;
/** A form with a file (an estimate's report): the CMS's cap, the report and the text fields. */
export const MAX_FORM_WITH_FILE_BYTES = MAX_REPORT_BYTES + 1 * MB;
/** How long the visitor waits for the CMS before being told to try again. */
const CMS_TIMEOUT_MS = 10_000;

export const FORM_TEXTS = {
  foreign: 'This form can only be sent from the hospital website.',
  tooLarge: 'The form is too large to send. Please shorten the message.',
  fileTooLarge: `The form is too large to send: a report may be at most ${MAX_REPORT_BYTES / MB} MB.`,
} as const;

/** The wait a refused report is told (Retry-After, seconds). */
export const REPORT_RETRY_AFTER_SECONDS = 60;

export interface FormPostContext {
  visitor: Visitor;
  /** The origins a form may come from: the site's public one and the address it was asked on. */
  origins: readonly string[];
  cmsUrl: string;
  proxySecret?: string;
  /** The language of the page the form was posted from: the desk sees what the patient wrote in. */
  language?: Language;
  /** The form's page without its language (`/contact` for `/bn/contact`): the state the page reads. */
  formPath?: string;
  signer: ReceiptSigner;
  /** The slots for forms with a report: one this server shares between all of them. */
  reports: ReportGate;
  /** The page again, with the form's state, answered with `status`. */
  render: (state: ServedFormState, status: number) => Promise<void>;
  /** How long the CMS may take (CMS_TIMEOUT_MS unless a test says otherwise). */
  cmsTimeoutMs?: number;
}

const plain = (res: ServerResponse, status: number, text: string) => {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
};

/**
 * A cross-site page cannot post here: the site's policy (`form-action 'self'`) stops our own
 * pages from posting elsewhere, and this stops other sites' pages posting to us, by what every
 * current browser says of a request's origin. A client that says nothing (curl) is let through:
 * it is not a visitor's browser being abused, and the CMS's rate limit still applies to it.
 */
export function isSameOrigin(req: IncomingMessage, origins: readonly string[]): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = req.headers.origin;
  return origin === undefined || origins.includes(origin);
}

/** The body's bytes; `tooLarge` once it passes `limit` bytes (the rest is not read); `gone` if the sender left. */
function readBytes(req: IncomingMessage, limit: number): Promise<Buffer | 'tooLarge' | 'gone'> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) return resolve('tooLarge');
    // A sender gone while the form waited for a slot: no 'end' will come, and the slot must be freed.
    if (req.destroyed) return resolve('gone');
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        resolve('tooLarge');
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('close', () => resolve('gone'));
    req.on('error', (error) => (req.destroyed ? resolve('gone') : reject(error)));
  });
}

/**
 * A body over its limit, refused by its declared length before a byte of it is read (a report over
 * 10 MB is not uploaded for minutes first): the page again, saying why in its language (413). What
 * was typed is in the unread body, so the form comes back empty.
 */
function tooLarge(res: ServerResponse, multipart: boolean, context: FormPostContext, path: string): Promise<void> {
  // The rest of the body is not wanted: the connection closes once the page is sent.
  res.setHeader('Connection', 'close');
  const state: Pick<ServedFormState, 'errors' | 'codes' | 'message'> = multipart
    ? {
        errors: { report: [FORM_TEXTS.fileTooLarge] },
        codes: { report: [{ code: 'file_too_large', max: MAX_REPORT_BYTES }] },
      }
    : { errors: {}, message: FORM_TEXTS.tooLarge, codes: { non_field_errors: [{ code: 'form_too_large' }] } };
  return context.render({ path: context.formPath ?? path, values: {}, ...state }, 413);
}

/** The CMS's field errors, kept only as text lists (never echoed as anything else). */
function fieldErrorsOf(answer: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (typeof answer !== 'object' || answer === null) return errors;
  for (const [field, messages] of Object.entries(answer)) {
    if (Array.isArray(messages)) errors[field] = messages.filter((item): item is string => typeof item === 'string');
  }
  return errors;
}

function detailOf(answer: unknown): string | undefined {
  const detail = typeof answer === 'object' && answer !== null && 'detail' in answer ? answer.detail : undefined;
  return typeof detail === 'string' ? detail : undefined;
}

/**
 * A form posted without JavaScript to its page (`url`): sent to the CMS as the script would; on
 * success the browser is sent back to the page (303) with the receipt in a signed cookie; a
 * refusal shows the page again with what was typed and why (400, or the CMS's 429).
 */
export async function answerFormPost(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  form: ServedForm,
  context: FormPostContext,
): Promise<void> {
  if (!isSameOrigin(req, context.origins)) return plain(res, 403, FORM_TEXTS.foreign);
  const fullType = req.headers['content-type'] ?? '';
  const contentType = fullType.split(';')[0].trim().toLowerCase();
  const multipart = contentType === 'multipart/form-data' && (form.files?.length ?? 0) > 0;
  if (contentType !== 'application/x-www-form-urlencoded' && !multipart) {
    return plain(res, 415, 'Send the form as application/x-www-form-urlencoded.');
  }
  if (!multipart) return sendForm(req, res, url, form, context, false);
  // Refused by its announced length before it takes a slot, or waits for one.
  if (Number(req.headers['content-length'] ?? 0) > MAX_FORM_WITH_FILE_BYTES)
    return tooLarge(res, true, context, url.pathname);
  const release = await context.reports.enter();
  if (!release) {
    res.setHeader('Retry-After', String(REPORT_RETRY_AFTER_SECONDS));
    return plain(res, 503, REPORT_BUSY_TEXTS[context.language ?? 'en']);
  }
  try {
    await sendForm(req, res, url, form, context, true);
  } finally {
    release();
  }
}

/** The form read, sent to the CMS and answered (`multipart`: with a report, in one of the slots). */
async function sendForm(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  form: ServedForm,
  context: FormPostContext,
  multipart: boolean,
): Promise<void> {
  const fullType = req.headers['content-type'] ?? '';
  const bytes = await readBytes(req, multipart ? MAX_FORM_WITH_FILE_BYTES : MAX_FORM_BYTES);
  if (bytes === 'gone') return void res.destroy();
  if (bytes === 'tooLarge') return tooLarge(res, multipart, context, url.pathname);
  let posted: URLSearchParams | FormData;
  try {
    // The platform's own multipart reader (undici's), as the CMS's is formidable: no parser of ours.
    posted = multipart
      ? await new Response(new Uint8Array(bytes), { headers: { 'Content-Type': fullType } }).formData()
      : new URLSearchParams(bytes.toString('utf8'));
  } catch {
    return plain(res, 400, 'The form could not be read. Please send it again.');
  }
  const values = typedValues(form, posted);
  const path = url.pathname;
  // A problem not about one field: the CMS's own message, or `unreachable`, which the page words
  // in its language (served.unreachable in the site's catalogues); the CMS's codes, which it words too.
  const refused = (
    status: number,
    errors: Record<string, string[]>,
    problem: { message?: string } | 'unreachable' | 'timedOut' = {},
    codes: RefusalCodes = {},
  ) =>
    context.render(
      {
        path: context.formPath ?? path,
        values: refilledValues(form, values),
        errors,
        codes,
        ...(problem === 'unreachable'
          ? { unreachable: true }
          : problem === 'timedOut'
            ? { timedOut: true }
            : problem.message
              ? { message: problem.message }
              : {}),
      },
      status,
    );

  const json = requestBody(form, values, context.language);
  const files = (form.files ?? []).flatMap((field) => {
    const file = posted instanceof FormData ? posted.get(field) : null;
    // A file input left empty still sends a part, with no name and no bytes.
    // (undici's File is not always the global File on Node 20: any non-text part is a file.)
    return file !== null && typeof file !== 'string' && file.size > 0 ? [[field, file] as const] : [];
  });
  let body: string | FormData = JSON.stringify(json);
  if (files.length > 0) {
    body = new FormData();
    for (const [field, value] of Object.entries(json)) body.append(field, String(value));
    for (const [field, file] of files) body.append(field, file);
  }

  let response: Response;
  try {
    response = await fetch(new URL('/api/contact-requests/', context.cmsUrl), {
      method: 'POST',
      headers: {
        ...(typeof body === 'string' ? { 'Content-Type': 'application/json' } : {}),
        Accept: 'application/json',
        // The same form sent again carries the same key: the CMS stores it once (submission-key.ts).
        'Idempotency-Key': await submissionKey(path, json, files, context.proxySecret),
        ...forwardedHeaders(context.visitor, context.proxySecret),
      },
      body,
      signal: AbortSignal.timeout(context.cmsTimeoutMs ?? CMS_TIMEOUT_MS),
    });
  } catch (error) {
    console.error('Form not sent to the CMS:', error instanceof Error ? error.message : error);
    // Too late is not "not sent": the CMS may store it when it resumes, so the page says so.
    const late = error instanceof Error && error.name === 'TimeoutError';
    return late ? refused(504, {}, 'timedOut') : refused(502, {}, 'unreachable');
  }
  const answer: unknown = await response.json().catch(() => undefined);
  // 200: this form was sent before (the same key) and the CMS answers with the first request.
  const received = response.status === 201 || response.status === 200;
  if (received && typeof answer === 'object' && answer !== null) {
    const { reference, reply_hours } = answer as { reference?: unknown; reply_hours?: unknown };
    const receipt = {
      path,
      reference: typeof reference === 'string' ? reference : '',
      reply_hours: typeof reply_hours === 'number' ? reply_hours : 0,
    };
    res.writeHead(303, {
      Location: path + url.search,
      'Set-Cookie': context.signer.issue(receipt, context.visitor.proto === 'https'),
      'Cache-Control': 'no-store',
    });
    return void res.end();
  }
  if (response.status === 400) return refused(400, fieldErrorsOf(answer), {}, readRefusalCodes(answer));
  if (response.status === 429) {
    const retryAfter = response.headers.get('retry-after');
    if (retryAfter) res.setHeader('Retry-After', retryAfter);
    const detail = detailOf(answer);
    return refused(429, {}, detail ? { message: detail } : 'unreachable', readRefusalCodes(answer));
  }
  // 409: the same form sent before is still being stored.
  if (response.status === 409) return refused(504, {}, 'timedOut');
  console.error(`Form refused by the CMS with status ${response.status}`);
  return refused(502, {}, 'unreachable');
}
