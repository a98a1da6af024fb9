/**
 * A rendering thread (render-threads.ts): renders the public pages the main thread asks for and
 * compresses them, asking the main thread for each of the CMS's answers a page reads.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ApiKey } from '../src/entry-server';
import { compressPage } from './page-cache';
import { pageDocuments } from './page-documents';
import type { FromRenderThread, ToRenderThread } from './render-threads';

const port = parentPort;
if (!port) throw new Error('render-worker.js runs as a worker thread of the site server');
const { render } = pageDocuments((workerData as { clientDir: string }).clientDir);

let nextLoad = 0;
const loads = new Map<number, (data: unknown) => void>();
const tell = (message: FromRenderThread) => port.postMessage(message);

async function renderTask(task: number, url: URL): Promise<void> {
  const loadApi = (key: ApiKey) =>
    new Promise<unknown>((resolve) => {
      const load = nextLoad++;
      loads.set(load, resolve);
      tell({ kind: 'load', task, load, key });
    });
  try {
    const rendering = await render(url, loadApi);
    if (rendering.kind === 'page' && rendering.status === 200) {
      // Only a 200 is kept by the page cache, and so only a 200 is ever sent compressed: in brotli
      // to every browser of the last eight years, so that copy is made here. A gzip copy, for the
      // rare client without brotli, is made on the main thread when first asked: made here too, it
      // doubled this thread's time on each page (compression was most of it; a CPU profile of the
      // junk flood, 2026-11-29), for pages (a search nobody repeats) mostly never asked again.
      rendering.compressed = { br: compressPage(Buffer.from(rendering.document), 'br') };
    }
    tell({ kind: 'rendered', task, rendering });
  } catch (error) {
    tell({ kind: 'failed', task, message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

port.on('message', (message: ToRenderThread) => {
  if (message.kind === 'render') void renderTask(message.task, new URL(message.url));
  else {
    loads.get(message.load)?.(message.data);
    loads.delete(message.load);
  }
});
