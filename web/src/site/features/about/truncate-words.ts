import { ELLIPSIS } from '../../../data/constants';

/** The first `limit` words of `text`, with '...' when anything was cut. */
export function truncateWords(text: string, limit: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= limit) return words.join(' ');
  return `${words.slice(0, limit).join(' ')}${ELLIPSIS}`;
}
