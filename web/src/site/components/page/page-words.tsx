import { addEnglish, useText, useTextWith, type MessageKey } from '../../../lib/i18n';
import { enPages } from '../../../lib/i18n/messages/en-pages';

// The secondary pages' English words come with the code that shows them (every component that
// reads one imports this module), never with the home page, /emergency, /doctors or /contact.
addEnglish(enPages);

/** `useText`, for a component whose words are in en-pages.ts: importing it brings them. */
export function usePageText(): (key: MessageKey, values?: Record<string, unknown>) => string {
  return useText();
}

/** `useTextWith`, for a component whose words are in en-pages.ts: importing it brings them. */
export function usePageTextWith(): ReturnType<typeof useTextWith> {
  return useTextWith();
}
