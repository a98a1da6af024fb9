import {
  renderPage,
  type ApiKey,
  type ApiLoader,
  type DeskAnswer,
  type RenderOptions,
  type RequestDesk,
} from '../entry-server';
import { api } from '../lib/api';

/** The msw fake CMS, asked as the page server asks the real one. */
const fakeCms: ApiLoader = ([path, query]: ApiKey) => api.get(path, { query });

/**
 * A page as the page server renders it (its API reads answered by the fake CMS unless `loadApi`
 * says otherwise), its body parsed for queries, and the text of an element in it.
 */
export async function servedPage(path: string | Request, loadApi: ApiLoader = fakeCms, options: RenderOptions = {}) {
  const page = await renderPage(typeof path === 'string' ? new URL(path, 'http://localhost') : path, loadApi, options);
  if (page.kind !== 'page')
    throw new Error(`${typeof path === 'string' ? path : path.url} redirected to ${page.location}`);
  const body = document.createElement('div');
  body.innerHTML = page.html;
  const text = (selector: string) => body.querySelector(selector)?.textContent?.trim();
  return { page, body, text };
}

/**
 * A form posted without JavaScript to `path` and taken by its page's action, the desk answering
 * `answer` (never asked when the action refuses the form first), or each of `answers` in turn: the
 * page the patient sees next.
 */
export async function postedPage(path: string, fields: URLSearchParams | FormData, answer: DeskAnswer | DeskAnswer[]) {
  const asked: unknown[] = [];
  const answers = Array.isArray(answer) ? answer : [answer];
  const desk: RequestDesk = {
    send: (request) => {
      asked.push(request);
      return Promise.resolve(answers[Math.min(asked.length, answers.length) - 1]);
    },
    received: () => new Response(null, { status: 303, headers: { Location: path } }),
  };
  const request = new Request(new URL(path, 'http://localhost'), { method: 'POST', body: fields });
  return { ...(await servedPage(request, fakeCms, { desk: { desk } })), asked };
}
