import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestFormAt, splitLanguage, type ServerDesk } from '../../src/entry-server';
import { cmsDesk } from '../patient-requests/cms-desk';
import {
  encodingOf,
  FORM_TEXTS,
  isSameOrigin,
  MAX_FORM_BYTES,
  MAX_FORM_WITH_FILE_BYTES,
  readBytes,
  REPORT_RETRY_AFTER_SECONDS,
} from '../patient-requests/posted-form';
import type { ReceiptSigner } from '../patient-requests/receipt-cookie';
import { REPORT_BUSY_TEXTS, type ReportGate } from '../patient-requests/report-gate';
import { sendText, type Stage } from './stage';
import type { SiteRequest } from './visitor';

export interface FormPostSettings {
  siteRequest: (req: IncomingMessage) => SiteRequest;
  cmsUrl: string;
  proxySecret?: string;
  receipts: ReceiptSigner;
  /** The slots for forms with a report: one this server shares between all of them. */
  reports: ReportGate;
  /** The page with the form posted to it, run by the router (its route's action: pages.ts). */
  renderFormPost: (req: IncomingMessage, res: ServerResponse, request: Request, desk: ServerDesk) => Promise<void>;
  /** How long the CMS may take (tests). */
  cmsTimeoutMs?: number;
}

/**
 * A form posted to its own page (a page whose route takes requests, routes.tsx): the checks the
 * router cannot make before a body is read (where it came from, how it is encoded, how large it
 * is, a slot for a report), then the page's own action takes it, as the browser's router would.
 */
export function formPosts(settings: FormPostSettings): Stage {
  const { siteRequest, reports } = settings;
  return async (req, res, next) => {
    if (req.method !== 'POST') return next();
    const { url, origin, visitor } = siteRequest(req);
    const form = requestFormAt(url);
    if (!form) return next();
    if (!isSameOrigin(req, [origin, `${visitor.proto}://${visitor.host}`]))
      return sendText(res, 403, 'text/plain', FORM_TEXTS.foreign, 'no-store');
    const encoding = encodingOf(req, form.files);
    if (!encoding) return sendText(res, 415, 'text/plain', FORM_TEXTS.encoding, 'no-store');
    const desk = cmsDesk({
      cmsUrl: settings.cmsUrl,
      visitor,
      proxySecret: settings.proxySecret,
      signer: settings.receipts,
      timeoutMs: settings.cmsTimeoutMs,
    });
    if (encoding === 'plain') return takeForm(req, res, url, MAX_FORM_BYTES, desk, settings);
    // A report over the cap is refused by its announced length before it takes a slot, or waits for one.
    if (Number(req.headers['content-length'] ?? 0) > MAX_FORM_WITH_FILE_BYTES)
      return refuseUnread(req, res, url, { desk, refusedUnread: 'reportTooLarge' }, settings);
    const release = await reports.enter();
    if (!release) {
      res.setHeader('Retry-After', String(REPORT_RETRY_AFTER_SECONDS));
      return sendText(res, 503, 'text/plain', REPORT_BUSY_TEXTS[splitLanguage(url.pathname).language], 'no-store');
    }
    try {
      await takeForm(req, res, url, MAX_FORM_WITH_FILE_BYTES, desk, settings);
    } finally {
      release();
    }
  };
}

/** The body read up to its cap and handed to the page's action as the `Request` it was. */
async function takeForm(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  cap: number,
  desk: ServerDesk['desk'],
  settings: FormPostSettings,
): Promise<void> {
  const bytes = await readBytes(req, cap);
  if (bytes === 'gone') return void res.destroy();
  if (bytes === 'tooLarge') {
    const refusedUnread = cap === MAX_FORM_BYTES ? 'tooLarge' : 'reportTooLarge';
    return refuseUnread(req, res, url, { desk, refusedUnread }, settings);
  }
  const request = new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': req.headers['content-type'] ?? '' },
    body: new Uint8Array(bytes),
  });
  return settings.renderFormPost(req, res, request, { desk });
}

/**
 * A body over its cap, refused before (the rest of) it is read: a report over 10 MB is not
 * uploaded for minutes first. The page again, saying why in its language (413); what was typed
 * is in the unread body, so the form comes back empty.
 */
function refuseUnread(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  context: ServerDesk,
  settings: FormPostSettings,
): Promise<void> {
  // The rest of the body is not wanted: the connection closes once the page is sent.
  res.setHeader('Connection', 'close');
  return settings.renderFormPost(req, res, new Request(url, { method: 'POST' }), context);
}
