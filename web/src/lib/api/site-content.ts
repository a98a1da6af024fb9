import type { Director, HomeTexts, Review, SiteSettings, Topic } from './types';
import { useApi } from './swr';

/**
 * The site's own content, which editors keep in Strapi's panel. Each hook reads one public route
 * through the typed client, so the page server renders it into the HTML (it collects the keys a
 * page uses). While loading, or if the CMS fails (logged), lists are empty and records undefined.
 */
function useList<T>(path: string, label: string): T[] {
  const { data } = useApi<T[]>(path, { onError: (error) => console.error(`Error fetching ${label}:`, error) });
  return Array.isArray(data) ? data : [];
}

export const useFacilities = (): Topic[] => useList<Topic>('/facilities/', 'facilities');
export const useDivisions = (): Topic[] => useList<Topic>('/divisions/', 'divisions');
export const useNeurosurgeryServices = (): Topic[] => useList<Topic>('/neurosurgery/', 'neurosurgery services');
export const useDirectors = (): Director[] => useList<Director>('/directors/', 'directors');
export const useReviews = (): Review[] => useList<Review>('/reviews/', 'reviews');

export function useHomeTexts(): HomeTexts | undefined {
  return useApi<HomeTexts>('/home-texts/', {
    onError: (error) => console.error('Error fetching home page texts:', error),
  }).data;
}

/** Read through `useContactDetails` (data/contact-details.ts), the one accessor of contact details. */
export function useSiteSettings(): SiteSettings | undefined {
  return useApi<SiteSettings>('/site-settings/', {
    onError: (error) => console.error('Error fetching contact details:', error),
  }).data;
}
