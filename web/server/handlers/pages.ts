import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderPage, requestFormAt, type RenderOptions, type ServerDesk } from '../../src/entry-server';
import type { pageDocuments } from '../page-documents';
import type { publicPages } from '../public-pages';
import type { ReceiptSigner } from '../patient-requests/receipt-cookie';
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
 * rendered for them alone and never kept by a cache.
 */
export function publicPageStages({ siteRequest, servePublicPage, documents, pagePolicy, receipts }: PagesSettings) {
  /** The page for this visitor alone: a form posted to it (its action's outcome), or its receipt. */
  async function renderForVisitor(req: IncomingMessage, res: ServerResponse, request: Request, options: RenderOptions) {
    const { origin, loadApi } = siteRequest(req);
    const page = await renderPage(request, loadApi, options);
    if (page.kind === 'redirect') {
      res.writeHead(page.status, {
        Location: page.location,
        'Cache-Control': 'no-store',
        ...(page.setCookie ? { 'Set-Cookie': page.setCookie } : {}),
      });
      return void res.end();
    }
    res.setHeader('Content-Security-Policy', pagePolicy);
    if (page.retryAfter) res.setHeader('Retry-After', page.retryAfter);
    const url = new URL(request.url);
    sendText(res, page.status, 'text/html', documents.documentOf(page, origin, url), 'no-store');
  }

  const renderFormPost = (req: IncomingMessage, res: ServerResponse, request: Request, desk: ServerDesk) =>
    renderForVisitor(req, res, request, { desk });

  const pages: Stage = (req, res) => {
    const { url, visitor, origin, loadApi, loadApiForNewPage } = siteRequest(req);
    // A form's receipt, shown once on the page it was posted to (patient-requests/receipt-cookie.ts).
    const receipt = requestFormAt(url) ? receipts.read(req.headers.cookie, url.pathname) : undefined;
    if (receipt) {
      res.setHeader('Set-Cookie', receipts.clear(visitor.proto === 'https'));
      const { path: _path, ...shown } = receipt;
      return renderForVisitor(req, res, new Request(url), { receipt: shown });
    }
    return servePublicPage(req, res, { url, origin, loadApi, loadApiForNewPage });
  };
  return { pages, renderFormPost };
}
