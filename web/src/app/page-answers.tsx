import { useMemo, type ReactNode } from 'react';
import { useMatches } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { answeredIsFresh } from '../lib/api';
import { answersOf, type RouteAnswers } from './route-reads';

/**
 * Answers read for this very visit are SWR's fallback, and fresh: shown at once under their keys
 * and not fetched again as their components mount. Focus, reconnect and an edit's `mutate` still
 * revalidate them as any other. SWR merges this fallback (and middleware) with any above it.
 */
export function AnswersProvider({ answers, children }: { answers: RouteAnswers; children: ReactNode }) {
  const value = useMemo(
    () => ({ fallback: answers, use: [answeredIsFresh(new Set(Object.keys(answers)))] }),
    [answers],
  );
  return <SWRConfig value={value}>{children}</SWRConfig>;
}

/**
 * What the matched routes' loaders read (route-reads.ts), on the server and in the browser, for
 * the components of the page: each reads its answer through SWR as before.
 */
export function PageAnswers({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const answers = useMemo(() => answersOf(matches), [matches]);
  return <AnswersProvider answers={answers}>{children}</AnswersProvider>;
}
