import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderPage, splitLanguage, type ServedFormState } from '../../src/entry-server';
import type { pageDocuments } from '../page-documents';
import type { publicPages } from '../public-pages';
import { servedFormAt } from '../served-forms/forms';
import type { ReceiptSigner } from '../served-forms/receipt-cookie';
import { sendText, type Stage } from './stage';
import type { SiteRequest } from './visitor';

export interface PagesSettings {
  siteRequest: (req: IncomingMessage) => SiteRequest;
  /** Every visitor's page alike, from the page cache or its last good copy (public-pages.ts). */
  servePublicPage: ReturnType<typeof publicPages>;
  documents: ReturnType<typeof pageDocuments>;
  pagePolicy: string;
  receipts: ReceiptSigner;
}

/**
 * The public pages, the last stage. Every visitor's page alike comes from the page cache; a page
 * showing one visitor's form outcome (a refusal with what they typed, or their reference) is
 * rendered for them alone and never kept by a cache (`renderFormOutcome`).
 */
export function publicPageStages({ siteRequest, servePublicPage, documents, pagePolicy, receipts }: PagesSettings) {
  /** The page with a form's outcome for this visitor: answered with `status`, no cache keeps it. */
  async function renderFormOutcome(req: IncomingMessage, res: ServerResponse, state: ServedFormState, status?: number) {
    const { url, origin, loadApi } = siteRequest(req);
    const page = await renderPage(url, loadApi, { servedForm: state });
    if (page.kind === 'redirect') {
      res.writeHead(page.status, { Location: page.location });
      return void res.end();
    }
    res.setHeader('Content-Security-Policy', pagePolicy);
    sendText(res, status ?? page.status, 'text/html', documents.documentOf(page, origin, url), 'no-store');
  }

  const pages: Stage = (req, res) => {
    const request = siteRequest(req);
    const receipt = receiptOnOpen(req, res, request, receipts);
    if (receipt) return renderFormOutcome(req, res, receipt);
    return servePublicPage(req, res, { url: request.url, origin: request.origin, loadApi: request.loadApi });
  };
  return { pages, renderFormOutcome };
}

/** A form's receipt, shown once on the page it was posted to (served-forms/receipt-cookie.ts). */
function receiptOnOpen(
  req: IncomingMessage,
  res: ServerResponse,
  { url, visitor }: SiteRequest,
  signer: ReceiptSigner,
): ServedFormState | undefined {
  // The form's own page in any language (`/bn/contact` is the contact form's page too).
  const formPath = splitLanguage(url.pathname).path;
  const receipt = servedFormAt(formPath) ? signer.read(req.headers.cookie, url.pathname) : undefined;
  if (!receipt) return undefined;
  res.setHeader('Set-Cookie', signer.clear(visitor.proto === 'https'));
  return {
    path: formPath,
    values: {},
    errors: {},
    receipt: { reference: receipt.reference, reply_hours: receipt.reply_hours },
  };
}
