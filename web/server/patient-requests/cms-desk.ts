import { deskAnswerOf, multipartOf, type DeskAnswer, type RequestDesk } from '../../src/entry-server';
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
 * form sent to the CMS (`POST /api/contact-requests/`, `/api/bookings/`...) on the visitor's
 * behalf, and, once it is taken, the patient sent back to the page (303) with the receipt in a
 * signed cookie, so that reloading the page never sends the form twice and the reference is not in
 * the address.
 */
export function cmsDesk({
  cmsUrl,
  visitor,
  proxySecret,
  signer,
  timeoutMs = CMS_TIMEOUT_MS,
}: CmsDeskSettings): RequestDesk {
  return {
    async send({ endpoint, path, body, files }): Promise<DeskAnswer> {
      let response: Response;
      try {
        response = await fetch(new URL(`/api${endpoint}`, cmsUrl), {
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
      const told = deskAnswerOf(endpoint, response.status, answer, response.headers.get('retry-after') ?? undefined);
      if (told.kind === 'failed') console.error(`Form refused by the CMS with status ${response.status}`);
      return told;
    },
    received(receipt, { path, location }) {
      const cookie = signer.issue({ ...receipt, path }, visitor.proto === 'https');
      return new Response(null, { status: 303, headers: { Location: location, 'Set-Cookie': cookie } });
    },
  };
}
