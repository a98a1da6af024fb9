import type { ApiAnswer, ApiPath, Director, HomeTexts, Review, SiteSettings, Topic } from '@hospital/contract';
import { useApi } from './swr';

/**
 * The site's own content, which editors keep in Strapi's panel. Each hook reads one public route
 * through the typed client, so the page server renders it into the HTML (it collects the keys a
 * page uses). While loading, or if the CMS fails (logged), lists are empty and records undefined.
 */
type ListPath = { [P in ApiPath]: ApiAnswer<P> extends unknown[] ? P : never }[ApiPath];

function useList<P extends ListPath>(path: P, label: string): ApiAnswer<P> | [] {
  const { data } = useApi(path, { failureLabel: `Error fetching ${label}:` });
  return Array.isArray(data) ? data : [];
}

export const useFacilities = (): Topic[] => useList('/facilities/', 'facilities');
export const useDivisions = (): Topic[] => useList('/divisions/', 'divisions');
export const useNeurosurgeryServices = (): Topic[] => useList('/neurosurgery/', 'neurosurgery services');
export const useDirectors = (): Director[] => useList('/directors/', 'directors');
export const useReviews = (): Review[] => useList('/reviews/', 'reviews');

export function useHomeTexts(): HomeTexts | undefined {
  return useApi('/home-texts/', { failureLabel: 'Error fetching home page texts:' }).data;
}

/** Read through `useContactDetails` (data/contact-details.ts), the one accessor of contact details. */
export function useSiteSettings(): SiteSettings | undefined {
  return useApi('/site-settings/', { failureLabel: 'Error fetching contact details:' }).data;
}
