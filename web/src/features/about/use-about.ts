import type { AboutBlock } from '@hospital/contract';
import { useApi } from '../../lib/api';

/**
 * The home page's about block (/homeabout/) or the About page's (/about/). Kept only when the
 * answer has both a true status and data; a failed load is logged and leaves it undefined.
 */
export function useAbout(path: '/homeabout/' | '/about/'): AboutBlock | undefined {
  const { data } = useApi(path, { failureLabel: 'About fetch error:' });
  return data?.status && data.data ? data.data : undefined;
}

/** A description as paragraphs (editors separate them with blank lines or line breaks). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
