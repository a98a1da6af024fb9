import type { ApiAnswer, ApiPath, Director, HomeTexts, Review, SiteSettings, Topic } from '@hospital/contract';
import { publicKey, usePublicApi, type PublicKey } from './swr';

/**
 * The site's own content, which editors keep in Strapi's panel. Each hook reads one public route
 * through the typed client; a route that shows it reads its key in its loader (app/routes.tsx),
 * so the page server renders it into the HTML. While loading, or if the CMS fails (logged), lists are empty and
 * records undefined.
 */
export const FACILITIES = publicKey('/facilities/');
export const DIVISIONS = publicKey('/divisions/');
export const NEUROSURGERY_SERVICES = publicKey('/neurosurgery/');
export const DIRECTORS = publicKey('/directors/');
export const REVIEWS = publicKey('/reviews/');
export const HOME_TEXTS = publicKey('/home-texts/');
export const SITE_SETTINGS = publicKey('/site-settings/');

type ListPath = { [P in ApiPath]: ApiAnswer<P> extends unknown[] ? P : never }[ApiPath];

function useList<P extends ListPath>(key: PublicKey<P>, label: string): ApiAnswer<P> | [] {
  const { data } = usePublicApi(key, { failureLabel: `Error fetching ${label}:` });
  return Array.isArray(data) ? data : [];
}

export const useFacilities = (): Topic[] => useList(FACILITIES, 'facilities');
export const useDivisions = (): Topic[] => useList(DIVISIONS, 'divisions');
export const useNeurosurgeryServices = (): Topic[] => useList(NEUROSURGERY_SERVICES, 'neurosurgery services');
export const useDirectors = (): Director[] => useList(DIRECTORS, 'directors');
export const useReviews = (): Review[] => useList(REVIEWS, 'reviews');

export function useHomeTexts(): HomeTexts | undefined {
  return usePublicApi(HOME_TEXTS, { failureLabel: 'Error fetching home page texts:' }).data;
}

/** Read through `useContactDetails` (data/contact-details.ts), the one accessor of contact details. */
export function useSiteSettings(): SiteSettings | undefined {
  return usePublicApi(SITE_SETTINGS, { failureLabel: 'Error fetching contact details:' }).data;
}
