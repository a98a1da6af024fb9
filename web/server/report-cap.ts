import type { IncomingMessage } from 'node:http';
import { MAX_REPORT_BYTES, MB, MESSAGES } from '@hospital/contract';

/**
 * The CMS's cap on an estimate request sent through this server's /api (the report and the form's
 * text fields), checked here by the declared length as the CMS checks it (its request gate).
 * The CMS refuses such a body unread and closes the connection; this server, still sending the
 * visitor's bytes on, then fails to write before it has read that answer, and the visitor got a
 * 502. Answering here gives the CMS's own refusal, in its words, and sends nothing on.
 */
export const MAX_REPORT_REQUEST_BYTES = MAX_REPORT_BYTES + 1 * MB;

/** The CMS's 400 for a report over its cap (its legacy field-errors shape), or undefined. */
export function oversizedReport(req: IncomingMessage, path: string): string | undefined {
  // Strapi's routing: any case, with or without the trailing slash.
  if (req.method !== 'POST' || !/^\/api\/contact-requests\/?(\?|$)/i.test(path)) return undefined;
  if (!req.headers['content-type']?.toLowerCase().startsWith('multipart/')) return undefined;
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) <= MAX_REPORT_REQUEST_BYTES) return undefined;
  return JSON.stringify({ report: [MESSAGES.reportTooLarge(MAX_REPORT_BYTES / MB)] });
}
