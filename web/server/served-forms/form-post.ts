import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Language, ServedFormState } from '../../src/entry-server';
import { forwardedHeaders, type Visitor } from '../cms-api';
import { MAX_REPORT_BYTES, MB } from '@hospital/contract';
import { refilledValues, requestBody, typedValues, type ServedForm } from './forms';
import type { ReceiptSigner } from './receipt-cookie';

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
  /** The page again, with the form's state, answered with `status`. */
  render: (state: ServedFormState, status: number) => Promise<void>;
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

/** The body's bytes, or undefined once it passes `limit` bytes (the rest is not read). */
export function readBytes(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) return resolve(undefined);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        resolve(undefined);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
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
  const bytes = await readBytes(req, multipart ? MAX_FORM_WITH_FILE_BYTES : MAX_FORM_BYTES);
  if (bytes === undefined) return plain(res, 413, multipart ? FORM_TEXTS.fileTooLarge : FORM_TEXTS.tooLarge);
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
  // in its language (served.unreachable in the site's catalogues).
  const refused = (
    status: number,
    errors: Record<string, string[]>,
    problem: { message?: string } | 'unreachable' = {},
  ) =>
    context.render(
      {
        path: context.formPath ?? path,
        values: refilledValues(form, values),
        errors,
        ...(problem === 'unreachable' ? { unreachable: true } : problem.message ? { message: problem.message } : {}),
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
        ...forwardedHeaders(context.visitor, context.proxySecret),
      },
      body,
      signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
    });
  } catch (error) {
    console.error('Form not sent to the CMS:', error instanceof Error ? error.message : error);
    return refused(502, {}, 'unreachable');
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (response.status === 201 && typeof answer === 'object' && answer !== null) {
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
  if (response.status === 400) return refused(400, fieldErrorsOf(answer));
  if (response.status === 429) {
    const retryAfter = response.headers.get('retry-after');
    if (retryAfter) res.setHeader('Retry-After', retryAfter);
    const detail = detailOf(answer);
    return refused(429, {}, detail ? { message: detail } : 'unreachable');
  }
  console.error(`Form refused by the CMS with status ${response.status}`);
  return refused(502, {}, 'unreachable');
}
