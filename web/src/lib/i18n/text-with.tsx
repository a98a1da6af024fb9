import { Fragment, type ReactNode } from 'react';
import { useText, type MessageValues } from './i18n';
import type { MessageKey } from './messages/en';

/** Marks a placeholder's place in a message, so that an element (a link) can be put there. */
const MARK = '\u0001';

/**
 * A message with elements (links, bold words) at its placeholders, in the page's language:
 * `textWith('requests.estimate.intro', { link: <Link to="/packages">...</Link> })`. The words
 * around them stay the translator's, in the order the language puts them.
 */
export function useTextWith(): (
  key: MessageKey,
  elements: Record<string, ReactNode>,
  values?: MessageValues,
) => ReactNode {
  const text = useText();
  return (key, elements, values = {}) => {
    const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
    return text(key, { ...values, ...marks })
      .split(MARK)
      .map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{elements[part]}</Fragment> : part));
  };
}
