import { afterEach, describe, expect, it } from 'vitest';
import type { ApiKey } from '../src/entry-server';
import { renderThreads } from './render-threads';

/**
 * A stand-in for the built render-worker.js, speaking its protocol (render-threads.ts): it reads
 * the contact details through the main thread, and `/die` ends its thread as a crash would.
 */
const STAND_IN = new URL(
  `data:text/javascript,${encodeURIComponent(`
import { parentPort, threadId } from 'node:worker_threads';
const loads = new Map();
let next = 0;
parentPort.on('message', async (message) => {
  if (message.kind === 'loaded') return loads.get(message.load)(message.data);
  const { task, url } = message;
  if (new URL(url).pathname === '/die') process.exit(3);
  const load = next++;
  const data = await new Promise((resolve) => {
    loads.set(load, resolve);
    parentPort.postMessage({ kind: 'load', task, load, key: ['/contact-details/', undefined, false] });
  });
  const document = '<p>thread ' + threadId + ': ' + JSON.stringify(data) + '</p>';
  parentPort.postMessage({ kind: 'rendered', task, rendering: { kind: 'page', status: 200, document, body: document } });
});
`)}`,
);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const documentOf = (rendering: Awaited<ReturnType<ReturnType<typeof renderThreads>>>) =>
  rendering.kind === 'page' ? rendering.document : rendering.location;

let pool: ReturnType<typeof renderThreads> | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('rendering pages in worker threads', () => {
  it("reads the CMS through the main thread's loader, whose answer the page shows", async () => {
    pool = renderThreads({ workerFile: STAND_IN, clientDir: '/nowhere', threads: 1 });
    const asked: ApiKey[] = [];
    const rendering = await pool(new URL('http://site.test/about'), async (key) => {
      asked.push(key);
      return { phone: '+91 33 4000 0000' };
    });
    expect(documentOf(rendering)).toMatch(/^<p>thread \d+: \{"phone":"\+91 33 4000 0000"\}<\/p>$/);
    expect(asked).toEqual([['/contact-details/', undefined, false]]);
  });

  it('a thread that dies fails the page it was rendering, and the next page renders in its place', async () => {
    pool = renderThreads({ workerFile: STAND_IN, clientDir: '/nowhere', threads: 1 });
    const load = async () => ({ phone: '1' });
    await expect(pool(new URL('http://site.test/die'), load)).rejects.toThrow('the rendering thread exited (3)');
    expect(documentOf(await pool(new URL('http://site.test/about'), load))).toMatch(/^<p>thread \d+/);
  });

  it('two pages at once render in two threads', async () => {
    pool = renderThreads({ workerFile: STAND_IN, clientDir: '/nowhere', threads: 2 });
    // Each page waits for its CMS answer, so both are under way together.
    const slow = async () => {
      await pause(50);
      return null;
    };
    const pages = await Promise.all(
      ['/about', '/contact'].map((path) => pool!(new URL(path, 'http://site.test'), slow)),
    );
    const threads = new Set(pages.map((page) => /thread (\d+)/.exec(documentOf(page))?.[1]));
    expect(threads.size).toBe(2);
  });
});
