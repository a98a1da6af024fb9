import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderPage, type RenderResult } from '../src/entry-server';
import { fontPreloads } from './page-fonts';
import { pageHtml } from './page-html';
import { inlineStylesheet } from './page-styles';
import type { PageRenderer } from './public-pages';

type RenderedDocument = Extract<RenderResult, { kind: 'page' }>;

export interface PageDocuments {
  /** The whole document of a rendered page: its head, its language's `lang` and font. */
  documentOf(page: RenderedDocument, siteOrigin: string, url: URL): string;
  /** A public page as every visitor sees it (the page cache's renderer). */
  render: PageRenderer;
}

/** The public pages' documents on `template` (index.html with its stylesheet inline). */
export function documentsOn(template: string): PageDocuments {
  const fonts = fontPreloads(template);
  const documentOf = (page: RenderedDocument, siteOrigin: string, url: URL) =>
    pageHtml({
      template,
      siteOrigin,
      requestPath: url.pathname + url.search,
      head: page.head,
      body: page.html,
      pageDataScript: page.pageDataScript,
      language: page.language,
      siteDescription: page.siteDescription,
      fontPreload: fonts[page.language],
    });
  return {
    documentOf,
    render: async (url, loadApi) => {
      const page = await renderPage(url, loadApi);
      if (page.kind === 'redirect') return page;
      return { kind: 'page', status: page.status, document: documentOf(page, url.origin, url), body: page.html };
    },
  };
}

/**
 * The public pages' documents, from the built app in `clientDir`. Made once on the server's main
 * thread and once in each rendering thread (render-threads.ts), which render the same documents.
 */
export function pageDocuments(clientDir: string): PageDocuments & { styleHash: string } {
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  // Public pages carry the CSS inline (page-styles.ts), allowed by its hash in their policy.
  const pages = inlineStylesheet(template, clientDir);
  return { ...documentsOn(pages.template), styleHash: pages.styleHash };
}
