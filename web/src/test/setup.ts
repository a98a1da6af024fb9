import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { addEnglish } from '../lib/i18n';
import { en } from '../lib/i18n/messages/en';
import { resetContactDesk, setTodayItems } from './handlers';
import { server } from './server';

// The page server's own tests run in Node (`@vitest-environment node`), against real sockets: no
// DOM to clean and no fake API in front of them.
const inBrowser = typeof window !== 'undefined';

// Pages and the admin screens load lazily: the first test of a file also waits for their modules to
// be transformed, which on a busy machine takes longer than Testing Library's default second. And
// a role query over the whole home page computes every element's accessible name: beside the ops
// tests on two cores (npm test), such a wait took 5.4 s here and failed at 5. 10 s, still
// under the tests' 15 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has the <dialog> element but not its modal methods: this stands in for the browser's part
// (open and close; focus and the inert page behind are the browser's, and are checked end to end).
if (inBrowser && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom's FormData is not Node's: React Router posts a form with a report to its action as a
// Request made with jsdom's FormData, which Node reads back as its own, whose files jsdom's
// FormData cannot hold when the action sends them on. As in a browser, where there is one
// FormData, a Request here hands back the very form it was made with.
if (inBrowser) {
  const forms = new WeakMap<Request, FormData>();
  const NodeRequest = globalThis.Request;
  globalThis.Request = new Proxy(NodeRequest, {
    construct(target, args: ConstructorParameters<typeof Request>) {
      const request = new target(...args);
      const body = args[1]?.body;
      if (body instanceof FormData) forms.set(request, body);
      return request;
    },
  });
  // Node's own methods, called below on the very request they belong to.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { formData, clone } = NodeRequest.prototype;
  NodeRequest.prototype.formData = function (this: Request) {
    return forms.get(this) ? Promise.resolve(forms.get(this)!) : formData.call(this);
  };
  NodeRequest.prototype.clone = function (this: Request) {
    const copy = clone.call(this);
    const form = forms.get(this);
    if (form) forms.set(copy, form);
    return copy;
  };
}

// The app loads English's words before its first render (start-app.tsx, entry-server.tsx): a
// component rendered on its own in a test finds them too.
addEnglish(en);

// A request no handler knows is a test bug, not a silent pass.
beforeAll(() => {
  if (inBrowser) server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  if (!inBrowser) return;
  cleanup();
  server.resetHandlers();
  resetContactDesk();
  setTodayItems([]);
  localStorage.clear();
  document.body.style.overflow = '';
});
afterAll(() => {
  if (inBrowser) server.close();
});
