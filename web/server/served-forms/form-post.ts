import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServedFormState } from '../../src/entry-server';
import { forwardedHeaders, type Visitor } from '../cms-api';
import { requestBody, typedValues, type ServedForm } from './forms';
import type { ReceiptSigner } from './receipt-cookie';

/**
 * The largest form body read: the longest message the CMS keeps (5,000 characters) written in
 * Bengali is 15 KB of UTF-8, three times that once percent-encoded; nothing a patient types is longer.
 */
export const MAX_FORM_BYTES = 64 * 1024;
/** How long the visitor waits for the CMS before being told to try again. */
const CMS_TIMEOUT_MS = 10_000;

export const FORM_TEXTS = {
  foreign: 'This form can only be sent from the hospital website.',
  tooLarge: 'The form is too large to send. Please shorten the message.',
  unreachable: "We could not reach the hospital's server; please try again in a moment, or call us.",
} as const;

export interface FormPostContext {
  visitor: Visitor;
  /** The origins a form may come from: the site's public one and the address it was asked on. */
  origins: readonly string[];
  cmsUrl: string;
  proxySecret?: string;
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

/** The body as text, or undefined once it passes `limit` bytes (the rest is not read). */
export function readBody(req: IncomingMessage, limit: number): Promise<string | undefined> {
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
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
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
  const contentType = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (contentType !== 'application/x-www-form-urlencoded') {
    return plain(res, 415, 'Send the form as application/x-www-form-urlencoded.');
  }
  const text = await readBody(req, MAX_FORM_BYTES);
  if (text === undefined) return plain(res, 413, FORM_TEXTS.tooLarge);
  const values = typedValues(form, new URLSearchParams(text));
  const path = url.pathname;
  const refused = (status: number, errors: Record<string, string[]>, message?: string) =>
    context.render({ path, values, errors, ...(message ? { message } : {}) }, status);

  let response: Response;
  try {
    response = await fetch(new URL('/api/contact-requests/', context.cmsUrl), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...forwardedHeaders(context.visitor, context.proxySecret),
      },
      body: JSON.stringify(requestBody(form, values)),
      signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
    });
  } catch (error) {
    console.error('Form not sent to the CMS:', error instanceof Error ? error.message : error);
    return refused(502, {}, FORM_TEXTS.unreachable);
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
    return refused(429, {}, detailOf(answer) ?? FORM_TEXTS.unreachable);
  }
  console.error(`Form refused by the CMS with status ${response.status}`);
  return refused(502, {}, FORM_TEXTS.unreachable);
}
