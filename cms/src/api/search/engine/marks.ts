import type { SearchSpan } from '@hospital/contract';
import { termOf, wordsAt } from './words';

/** About the length of a result's passage (SearchResult.excerpt): two lines under its title. */
export const EXCERPT_LENGTH = 200;
/** How much of the text before the first match the passage keeps, so the match is read in context. */
const LEAD = 60;
const ELLIPSIS = '…';

/** Appends text to the spans, joining it to the last span when both are or are not matches. */
function append(spans: SearchSpan[], text: string, hit: boolean): void {
  if (text === '') return;
  const last = spans.at(-1);
  if (last && last.hit === hit && !hit) last.text += text;
  else spans.push({ text, hit });
}

/**
 * The text in runs, each word whose term is one of `matched` a run of its own marked `hit`: plain
 * text for the page to put in <mark>, never HTML.
 */
export function markedSpans(text: string, matched: ReadonlySet<string>): SearchSpan[] {
  const spans: SearchSpan[] = [];
  let at = 0;
  for (const { word, start, end } of wordsAt(text)) {
    const term = termOf(word);
    if (term === null || !matched.has(term)) continue;
    append(spans, text.slice(at, start), false);
    append(spans, word, true);
    at = end;
  }
  append(spans, text.slice(at), false);
  return spans;
}

/**
 * A passage of about EXCERPT_LENGTH characters around the first matched word of the text (or its
 * start when none matched), cut between words, with an ellipsis where the text goes on.
 */
export function excerptSpans(body: string, matched: ReadonlySet<string>): SearchSpan[] {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= EXCERPT_LENGTH) return markedSpans(text, matched);
  const first = wordsAt(text).find(({ word }) => {
    const term = termOf(word);
    return term !== null && matched.has(term);
  });
  let start = Math.max(0, Math.min((first?.start ?? 0) - LEAD, text.length - EXCERPT_LENGTH));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const spans: SearchSpan[] = [];
  if (start > 0) append(spans, ELLIPSIS, false);
  for (const span of markedSpans(text.slice(start, end).trim(), matched)) append(spans, span.text, span.hit);
  if (end < text.length) append(spans, ELLIPSIS, false);
  return spans;
}
