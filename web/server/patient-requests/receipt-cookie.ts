import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Receipt } from '../../src/entry-server';

/**
 * After a form is accepted the browser is sent back to the page (POST/redirect/GET) with its
 * receipt in this cookie, signed and short-lived, and read once: the reference never travels in
 * an address (where it would be logged, shared or bookmarked), and nobody can show a visitor a
 * "submitted" page with a reference of their choosing.
 */
export const RECEIPT_COOKIE = 'form_receipt';
const LIFETIME_SECONDS = 600;

/** A receipt (a reference and the desk's reply time, or a booked visit) for the page it was posted to. */
export interface FormReceipt extends Receipt {
  path: string;
}

interface Signed extends FormReceipt {
  expires: number;
}

/**
 * The signing key. Several site instances behind nginx must agree on it (the 303's GET may reach
 * another one), so it is derived from a secret they share (PREVIEW_SECRET, required in
 * production); derived, so a receipt reveals nothing usable about that secret. Without one (a
 * single local server) each start makes its own.
 */
export function receiptKey(sharedSecret: string | undefined): Buffer {
  return sharedSecret ? createHmac('sha256', sharedSecret).update('form-receipt').digest() : randomBytes(32);
}

export function createReceiptSigner(secret: Buffer = randomBytes(32)) {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

  return {
    /** The Set-Cookie header carrying the receipt. */
    issue(receipt: FormReceipt, secure: boolean, now = Date.now()): string {
      const payload = Buffer.from(
        JSON.stringify({ ...receipt, expires: now + LIFETIME_SECONDS * 1000 } satisfies Signed),
      ).toString('base64url');
      return cookie(`${payload}.${sign(payload)}`, LIFETIME_SECONDS, secure);
    },

    /** The Set-Cookie header that removes the receipt once shown. */
    clear: (secure: boolean) => cookie('', 0, secure),

    /** The receipt for `path` in the request's Cookie header, if it is ours, unexpired and for this page. */
    read(cookieHeader: string | undefined, path: string, now = Date.now()): FormReceipt | undefined {
      const value = cookieValue(cookieHeader, RECEIPT_COOKIE);
      const [payload, signature, extra] = value?.split('.') ?? [];
      if (!payload || !signature || extra !== undefined) return undefined;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      const signed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Signed;
      if (signed.expires < now || signed.path !== path) return undefined;
      const { expires: _expires, ...receipt } = signed;
      return receipt;
    },
  };
}

export type ReceiptSigner = ReturnType<typeof createReceiptSigner>;

function cookie(value: string, maxAge: number, secure: boolean): string {
  return `${RECEIPT_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
