import { Suspense } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { Page } from '../components/page/page';
import { HOSPITAL_NAME, useContactDetails } from '../../data/contact-details';
import { HomeAboutSection } from '../features/about/home-about-section';
import { useFacilities } from '../../lib/api';
import { Hero } from '../features/hero/hero';
import { useBanners } from '../features/hero/use-banners';
import { hospitalData, websiteData } from '../../lib/structured-data';
import { HTML_LANG, useLanguage, useLocalizedPath } from '../../lib/i18n';
import { useRegistrations } from '../../data/registrations';
import { TodayStrip } from '../components/today/today-strip';

// The sections below the fold (with their fixed text) come in a second chunk. The browser loads it
// with the page's own code, before hydrating (routes.tsx): a tap on a facility tab the moment the
// page is live is answered, where a chunk still on its way would have made React drop it.
const HomeSectionsBelowTheFold = lazyWithPreload(() => import('./home-sections'));

export const preloadHomeSections = (): Promise<unknown> => HomeSectionsBelowTheFold.preload();

/** Home: the specification's sections, in its order. */
export function Component() {
  const facilities = useFacilities();
  const contactDetails = useContactDetails();
  const registrations = useRegistrations();
  // The current banner is the picture a shared link to the site shows.
  const [banner] = useBanners();
  const language = useLanguage();
  const searchPath = useLocalizedPath()('/search');
  return (
    // Structured data is written into the served HTML only: the browser build drops it and its code.
    <Page
      title={HOSPITAL_NAME}
      image={banner?.banner_image}
      structuredData={
        import.meta.env.SSR && contactDetails
          ? [hospitalData(facilities, contactDetails, registrations), websiteData(searchPath, HTML_LANG[language])]
          : undefined
      }
    >
      <h1 className="sr-only">{HOSPITAL_NAME}</h1>
      <TodayStrip />
      <Hero />
      <HomeAboutSection />
      {/* A screen-high placeholder keeps the footer out of view until the sections arrive. */}
      <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
        <HomeSectionsBelowTheFold />
      </Suspense>
    </Page>
  );
}
