import { renderPage, type ApiLoader, type ApiKey, type RenderOptions } from '../entry-server';
import { api } from '../lib/api';

/** The msw fake CMS, asked as the page server asks the real one. */
const fakeCms: ApiLoader = ([path, query]: ApiKey) => api.get(path, { query });

/**
 * A page as the page server renders it (its API reads answered by the fake CMS unless `loadApi`
 * says otherwise), its body parsed for queries, and the text of an element in it.
 */
export async function servedPage(path: string, loadApi: ApiLoader = fakeCms, options: RenderOptions = {}) {
  const page = await renderPage(new URL(path, 'http://localhost'), loadApi, options);
  if (page.kind !== 'page') throw new Error(`${path} redirected to ${page.location}`);
  const body = document.createElement('div');
  body.innerHTML = page.html;
  const text = (selector: string) => body.querySelector(selector)?.textContent?.trim();
  return { page, body, text };
}
