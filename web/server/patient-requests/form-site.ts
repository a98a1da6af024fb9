// The site's form-taking stages on a real socket, for the tests of forms posted without
// JavaScript: the form-posts stage, then the pages' stage rendering the page (its body only, not
// the whole document: pages.ts wraps it) with the form's route's action. Not used in production.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formPosts } from '../handlers/form-posts';
import { publicPageStages } from '../handlers/pages';
import { inOrder } from '../handlers/stage';
import { siteRequests } from '../handlers/visitor';
import type { pageDocuments } from '../page-documents';
import { createReceiptSigner } from './receipt-cookie';
import type { ReportGate } from './report-gate';

export interface FormSite {
  server: Server;
  url: string;
  receipts: ReturnType<typeof createReceiptSigner>;
}

export async function startFormSite(cmsUrl: string, reports: ReportGate, cmsTimeoutMs?: number): Promise<FormSite> {
  const siteRequest = siteRequests({ cmsUrl, trustProxy: false, proxySecret: 'proxy-secret', cmsBudgetMs: 1000 });
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
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, receipts };
}
