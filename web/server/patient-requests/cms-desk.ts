import { multipartOf, type DeskAnswer, type RequestDesk } from '../../src/entry-server';
import { forwardedHeaders, type Visitor } from '../cms-api';
import type { ReceiptSigner } from './receipt-cookie';
import { submissionKey } from './submission-key';

/** How long the visitor waits for the CMS before being told to try again. */
const CMS_TIMEOUT_MS = 10_000;

export interface CmsDeskSettings {
  cmsUrl: string;
  visitor: Visitor;
  proxySecret?: string;
  signer: ReceiptSigner;
  /** How long the CMS may take (CMS_TIMEOUT_MS unless a test says otherwise). */
  timeoutMs?: number;
}

/**
 * The page server's way to the desk, handed to a form's action (src/.../request-action.ts): the
 * request sent to the CMS's `POST /api/contact-requests/` on the visitor's behalf, and, once it is
 * taken, the patient sent back to the page (303) with the receipt in a signed cookie, so that
 * reloading the page never sends the form twice and the reference is not in the address.
 */
export function cmsDesk({
  cmsUrl,
  visitor,
  proxySecret,
  signer,
  timeoutMs = CMS_TIMEOUT_MS,
}: CmsDeskSettings): RequestDesk {
  return {
    async send({ path, body, files }): Promise<DeskAnswer> {
      let response: Response;
      try {
        response = await fetch(new URL('/api/contact-requests/', cmsUrl), {
          method: 'POST',
          headers: {
            ...(files.length > 0 ? {} : { 'Content-Type': 'application/json' }),
            Accept: 'application/json',
            // The same form sent again carries the same key: the CMS stores it once (submission-key.ts).
            'Idempotency-Key': await submissionKey(path, body, files, proxySecret),
            ...forwardedHeaders(visitor, proxySecret),
          },
          body: files.length > 0 ? multipartOf({ body, files }) : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        console.error('Form not sent to the CMS:', error instanceof Error ? error.message : error);
        // Too late is not "not sent": the CMS may store it when it resumes, so the page says so.
        const late = error instanceof Error && error.name === 'TimeoutError';
        return late
          ? { kind: 'failed', problem: 'timedOut', status: 504 }
          : { kind: 'failed', problem: 'unreachable', status: 502 };
      }
      const answer: unknown = await response.json().catch(() => undefined);
      // 200: this form was sent before (the same key) and the CMS answers with the first request.
      if ((response.status === 201 || response.status === 200) && typeof answer === 'object' && answer !== null) {
        const { reference, reply_hours } = answer as { reference?: unknown; reply_hours?: unknown };
        return {
          kind: 'received',
          receipt: {
            reference: typeof reference === 'string' ? reference : '',
            reply_hours: typeof reply_hours === 'number' ? reply_hours : 0,
          },
        };
      }
      if (response.status === 400) return { kind: 'refused', status: 400, body: answer };
      if (response.status === 429) {
        const retryAfter = response.headers.get('retry-after') ?? undefined;
        return { kind: 'refused', status: 429, body: answer, ...(retryAfter ? { retryAfter } : {}) };
      }
      // 409: the same form sent before is still being stored.
      if (response.status === 409) return { kind: 'failed', problem: 'timedOut', status: 504 };
      console.error(`Form refused by the CMS with status ${response.status}`);
      return { kind: 'failed', problem: 'unreachable', status: 502 };
    },
    received(receipt, { path, location }) {
      const cookie = signer.issue(
        { path, reference: receipt.reference ?? '', reply_hours: receipt.reply_hours },
        visitor.proto === 'https',
      );
      return new Response(null, { status: 303, headers: { Location: location, 'Set-Cookie': cookie } });
    },
  };
}
