import type { ApiKey } from './swr';
import { fetchApiKey } from './swr';

/** Reads one public API key; resolves undefined when the CMS did not answer. */
export type ApiReader = (key: ApiKey) => Promise<unknown>;

/** What the page server hands every loader and action (`createStaticHandler().query`'s request context). */
export interface ServerReads {
  readApi: ApiReader;
}

export const isServerReads = (context: unknown): context is ServerReads =>
  typeof context === 'object' && context !== null && typeof (context as ServerReads).readApi === 'function';

/**
 * How a loader or an action reads a public answer: the page server's reader of the CMS, or in the
 * browser the typed client; either way undefined when the CMS did not answer.
 */
export function readerFor(context: unknown): ApiReader {
  return isServerReads(context) ? context.readApi : (key) => fetchApiKey(key).catch(() => undefined);
}
