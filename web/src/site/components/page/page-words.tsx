import { Fragment, type ReactNode } from 'react';
import { addEnglish, useText, type MessageKey } from '../../../lib/i18n';
import { enPages } from '../../../lib/i18n/messages/en-pages';

// The secondary pages' English words come with the code that shows them (every component that
// reads one imports this module), never with the home page, /emergency, /doctors or /contact.
addEnglish(enPages);

/** `useText`, for a component whose words are in en-pages.ts: importing it brings them. */
export function usePageText(): (key: MessageKey, values?: Record<string, unknown>) => string {
  return useText();
}

/** Marks a placeholder's place in a message, so that an element (a link) can be put there. */
const MARK = '\u0001';

/**
 * A message with elements (links, bold words) at its placeholders, in the page's language:
 * `textWith('pages.facilities.seeServices', { link: <Link to="/services">...</Link> })`. The words
 * around them stay the translator's, in the order the language puts them.
 */
export function usePageTextWith(): (key: MessageKey, elements: Record<string, ReactNode>) => ReactNode {
  const text = useText();
  return (key, elements) => {
    const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
    return text(key, marks)
      .split(MARK)
      .map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{elements[part]}</Fragment> : part));
  };
}
