import { useText } from '../lib/i18n';

/** "Loading..." in the page's language, while the first page's code arrives. */
export function LoadingMessage() {
  return useText()('layout.loading');
}
