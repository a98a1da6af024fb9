import { HeroSlides } from './hero-slides';
import { useBanners } from './use-banners';

/** The home hero (anchor #hero); nothing at all until at least one banner has loaded. */
export function Hero() {
  const banners = useBanners();
  if (banners.length === 0) return null;
  return <HeroSlides banners={banners} />;
}
