import { Worker } from 'node:worker_threads';
import type { ApiKey, ApiLoader } from '../src/entry-server';
import type { PageRenderer, PageRendering } from './public-pages';

/** What the server's main thread tells a rendering thread. */
export type ToRenderThread =
  { kind: 'render'; task: number; url: string } | { kind: 'loaded'; task: number; load: number; data: unknown };

/** What a rendering thread tells the main thread. */
export type FromRenderThread =
  | { kind: 'load'; task: number; load: number; key: ApiKey }
  | { kind: 'rendered'; task: number; rendering: PageRendering }
  | { kind: 'failed'; task: number; message: string };

export interface RenderThreadOptions {
  /** The built render-worker.js (a data: URL in the tests). */
  workerFile: string | URL;
  /** The built browser app, as the site server's `clientDir`. */
  clientDir: string;
  /** How many threads render (RENDER_THREADS); the main thread keeps sending pages. */
  threads: number;
}

interface Task {
  loadApi: ApiLoader;
  resolve(rendering: PageRendering): void;
  reject(error: Error): void;
}

interface RenderThread {
  worker: Worker;
  tasks: Map<number, Task>;
}

/**
 * Renders public pages in worker threads. A rendering (React, the document, its brotli copy) is
 * tens of milliseconds of CPU; on the thread that also answers every cached page, a
 * flood of addresses nobody cached made each cached answer wait behind renderings (issue 39:
 * cached /about's p99 175 ms at the page server during 128 junk requests at once). The CMS's
 * answers are still fetched here, through the same loader (the last-known contacts, the "every
 * answer arrived" check), and handed to the thread that asked.
 *
 * Hand-written over node:worker_threads rather than with piscina: the server is one bundled file
 * with no node_modules beside it (vite.config.ts), and piscina starts its workers from a file of its
 * own package.
 */
export function renderThreads({ workerFile, clientDir, threads }: RenderThreadOptions): PageRenderer & {
  close(): Promise<void>;
} {
  let nextTask = 0;
  let closing = false;
  const pool: RenderThread[] = [];

  function start(slot: number): void {
    const worker = new Worker(workerFile, { workerData: { clientDir } });
    const thread: RenderThread = { worker, tasks: new Map() };
    pool[slot] = thread;
    worker.on('message', (message: FromRenderThread) => {
      const task = thread.tasks.get(message.task);
      if (!task) return;
      if (message.kind === 'load') {
        void task
          .loadApi(message.key)
          .catch(() => undefined)
          .then((data) => {
            const answer: ToRenderThread = { kind: 'loaded', task: message.task, load: message.load, data };
            worker.postMessage(answer);
          });
        return;
      }
      thread.tasks.delete(message.task);
      if (message.kind === 'rendered') task.resolve(message.rendering);
      else task.reject(new Error(message.message));
    });
    // A thread that dies (out of memory, a crash in the renderer) fails its pages, which are then
    // served as when rendering fails, and is replaced.
    worker.on('error', (error) => console.error('A rendering thread failed:', error));
    worker.on('exit', (code) => {
      for (const task of thread.tasks.values()) task.reject(new Error(`the rendering thread exited (${code})`));
      thread.tasks.clear();
      if (!closing && pool[slot] === thread) start(slot);
    });
  }

  for (let slot = 0; slot < threads; slot++) start(slot);

  const render: PageRenderer = (url, loadApi) =>
    new Promise((resolve, reject) => {
      // The thread with the fewest pages under way.
      const thread = pool.reduce((least, candidate) => (candidate.tasks.size < least.tasks.size ? candidate : least));
      const task = nextTask++;
      thread.tasks.set(task, { loadApi, resolve, reject });
      const message: ToRenderThread = { kind: 'render', task, url: url.href };
      thread.worker.postMessage(message);
    });

  return Object.assign(render, {
    async close() {
      closing = true;
      await Promise.all(pool.map((thread) => thread.worker.terminate()));
    },
  });
}
