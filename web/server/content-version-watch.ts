import { Agent, request } from 'node:http';
import type { ContentVersionAnswer } from '@hospital/contract';

/** How long a page waits for the CMS before it serves the last good copy instead (CMS_ANSWER_BUDGET_MS). */
export const DEFAULT_CMS_BUDGET_MS = 1000;
/** While the CMS is down, how often one request in the background asks again; all others are served at once. */
const RETRY_EVERY_MS = 1000;

/** The CMS's content version, or `undefined` when the CMS did not give it in time. */
export type VersionAsker = () => Promise<string | undefined>;

export interface ContentVersionWatch {
  /**
   * The version as the CMS knows it now: asked after this call began, so a write acknowledged
   * before the visitor's request is always seen. Requests arriving together share one question.
   */
  current(): Promise<string | undefined>;
  /**
   * The version asked of the CMS now, even while it counts as down: for a page with no last good
   * copy, whose only other answer is the 503. A question already under way began before this call,
   * so the one after it is awaited, as for `current()`.
   */
  again(): Promise<string | undefined>;
}

/**
 * Asks over Node's own http client and a kept-alive connection: the question goes out hundreds of
 * times a second under load, and fetch() costs several times more per request.
 */
export function askCmsForVersion(cmsUrl: string, budgetMs: number): VersionAsker {
  const url = new URL('/api/content-version', cmsUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  return () =>
    new Promise((resolve) => {
      const asked = request(url, { agent, headers: { Accept: 'application/json' }, timeout: budgetMs }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('error', () => resolve(undefined));
        response.on('end', () => resolve(response.statusCode === 200 ? versionIn(text) : undefined));
      });
      // A CMS that accepts and never answers (a stopped process) is given up on after the budget.
      asked.on('timeout', () => asked.destroy(new Error('no answer within the budget')));
      asked.on('error', () => resolve(undefined));
      asked.end();
    });
}

function versionIn(text: string): string | undefined {
  try {
    const { version } = JSON.parse(text) as Partial<ContentVersionAnswer>;
    return typeof version === 'string' && version !== '' ? version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks the content version for page requests, in rounds: a request that arrives while a question is
 * under way waits for the next one (which starts when that one ends), never for an answer asked
 * before it arrived. After a failure the CMS counts as down: requests are answered `undefined` at
 * once (the site serves its last good pages) and one question in the background looks again each
 * second, so the site is fresh again within a second or so of the CMS's return.
 */
export function watchContentVersion(ask: VersionAsker, now: () => number = Date.now): ContentVersionWatch {
  let round: Promise<string | undefined> | undefined;
  let nextRound: Promise<string | undefined> | undefined;
  let downSince: number | undefined;
  let lastTry = 0;

  const startRound = () => {
    lastTry = now();
    const asked = ask().then((version) => {
      downSince = version === undefined ? (downSince ?? now()) : undefined;
      return version;
    });
    round = asked;
    // Registered before any next round's reaction, so that round finds this one over.
    void asked.finally(() => {
      if (round === asked) round = undefined;
    });
    return asked;
  };

  /** A question asked after this call: a new round, or the one after the round under way. */
  const askedAfter = () => {
    if (!round) return startRound();
    nextRound ??= round.then(() => {
      nextRound = undefined;
      return round ?? startRound();
    });
    return nextRound;
  };

  return {
    current() {
      if (downSince === undefined) return askedAfter();
      if (!round && now() - lastTry >= RETRY_EVERY_MS) void startRound();
      return Promise.resolve(undefined);
    },
    again: askedAfter,
  };
}
