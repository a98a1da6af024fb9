import type { IncomingMessage } from 'node:http';
import { MAX_REPORT_BYTES, MB } from '@hospital/contract';

/**
 * The largest form body read: the longest message the CMS keeps (5,000 characters) written in
 * Bengali is 15 KB of UTF-8, three times that once percent-encoded; nothing a patient types is longer.
 */
export const MAX_FORM_BYTES = 64 * 1024;
/** A form with a file (an estimate's report): the CMS's cap, the report and the text fields. */
export const MAX_FORM_WITH_FILE_BYTES = MAX_REPORT_BYTES + 1 * MB;

/** Said in plain text, before any page: the post is not a patient's form on this site at all. */
export const FORM_TEXTS = {
  foreign: 'This form can only be sent from the hospital website.',
  encoding: 'Send the form as application/x-www-form-urlencoded.',
} as const;

/** The wait a refused report is told (Retry-After, seconds). */
export const REPORT_RETRY_AFTER_SECONDS = 60;

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

/** How the body is encoded: a plain form, a form with a report (where the page takes one), or neither. */
export function encodingOf(req: IncomingMessage, takesFiles: boolean): 'plain' | 'multipart' | undefined {
  const contentType = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (contentType === 'application/x-www-form-urlencoded') return 'plain';
  return contentType === 'multipart/form-data' && takesFiles ? 'multipart' : undefined;
}

/** The body's bytes; `tooLarge` once it passes `limit` bytes (the rest is not read); `gone` if the sender left. */
export function readBytes(req: IncomingMessage, limit: number): Promise<Buffer | 'tooLarge' | 'gone'> {
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
