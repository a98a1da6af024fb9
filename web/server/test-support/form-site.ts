// The site's form-taking stages on a real socket, for the tests of forms posted without
// JavaScript: the form-posts stage, then the pages' stage rendering the page (its body only, not
// the whole document: pages.ts wraps it) with the form's route's action. Not used in production.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formPosts } from '../handlers/form-posts';
import { publicPageStages } from '../handlers/pages';
import { inOrder } from '../handlers/stage';
import { siteRequests } from '../handlers/visitor';
import type { pageDocuments } from '../page-documents';
import { createReceiptSigner } from '../patient-requests/receipt-cookie';
import type { ReportGate } from '../patient-requests/report-gate';

export interface FormSite {
  url: string;
  receipts: ReturnType<typeof createReceiptSigner>;
  /** Closes the site and its stand-in CMS. */
  close(): void;
}

/**
 * A stand-in CMS answering the forms' posts with `answerPost`. The page's own reads (its
 * loaders) are not these tests' subject: they are answered 404 and the page renders without them.
 */
export function standInCms(answerPost: RequestListener): Server {
  return createServer((req, res) => {
    if (req.method !== 'POST') return void res.writeHead(404, { 'Content-Type': 'application/json' }).end('{}');
    answerPost(req, res);
  });
}

/** The site's form stages on a free port, in front of `cms` (listening on its own free port). */
export async function startFormSite(cms: Server, reports: ReportGate, cmsTimeoutMs?: number): Promise<FormSite> {
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  const cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
  const siteRequest = siteRequests({
    cmsUrl,
    trustProxy: false,
    proxySecret: 'proxy-secret',
    cmsBudgetMs: 1000,
    cmsNewPageBudgetMs: 1000,
  });
  const receipts = createReceiptSigner();
  const { pages, renderFormPost } = publicPageStages({
    siteRequest,
    servePublicPage: async (_req, res) => void res.writeHead(200).end('<p>the page for everyone</p>'),
    documents: { documentOf: (page: { html: string }) => page.html } as unknown as ReturnType<typeof pageDocuments>,
    pagePolicy: "default-src 'self'",
    receipts,
  });
  const stages = [
    formPosts({ siteRequest, cmsUrl, proxySecret: 'proxy-secret', receipts, reports, renderFormPost, cmsTimeoutMs }),
    pages,
  ];
  const server = createServer(inOrder(stages));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    receipts,
    close: () => {
      server.close();
      cms.close();
    },
  };
}
