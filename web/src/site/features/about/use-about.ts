import type { AboutBlock } from '@hospital/contract';
import { usePublicApi } from '../../../lib/api';
import type { ABOUT_PAGE, HOME_ABOUT } from './about-keys';

/**
 * The home page's about block (HOME_ABOUT) or the About page's (ABOUT_PAGE). Kept only when the
 * answer has both a true status and data; a failed load is logged and leaves it undefined.
 */
export function useAbout(block: typeof HOME_ABOUT | typeof ABOUT_PAGE): AboutBlock | undefined {
  const { data } = usePublicApi(block, { failureLabel: 'About fetch error:' });
  return data?.status && data.data ? data.data : undefined;
}

/** A description as paragraphs (editors separate them with blank lines or line breaks). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
