import { useState, type CSSProperties } from 'react';
import { Image } from '../../../components/image/image';
import { useRotatingIndex } from '../../components/rotation/use-rotating-index';
import { HERO } from '../../../data/constants';
import type { Banner } from '../../../lib/api';
import './hero.css';
import { useText } from '../../../lib/i18n';

/**
 * The banner: background picture under a 40% black overlay, heading and sub-heading that slide
 * and fade in, the next banner every 5 s. Hovering over it holds the current banner.
 */
export function HeroSlides({ banners }: { banners: readonly Banner[] }) {
  const [held, setHeld] = useState(false);
  const text = useText();
  const [index, , moved] = useRotatingIndex(banners.length, HERO.rotationMs, { paused: held, restartKey: banners });
  const banner = banners[index];
  const style = { height: HERO.heightPx, '--hero-transition': `${HERO.textTransitionS}s` } as CSSProperties;

  return (
    <section
      id="hero"
      className="hero"
      style={style}
      aria-label={text('home.welcome')}
      // The text's slide and fade (hero.css) plays when a banner changes, not on the served first one.
      data-rotated={moved || undefined}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
    >
      <Image
        key={`image-${banner.id}`}
        className="hero__image"
        src={banner.banner_image}
        storedSizes={banner.banner_image_sizes}
        // Decorative behind the heading, unless the editor described it in the Media Library.
        alt={banner.banner_image_alt ?? ''}
        width={1920}
        height={600}
        sizes="100vw"
        priority={index === 0}
      />
      <div className="hero__overlay" style={{ opacity: HERO.overlayOpacity }} data-testid="hero-overlay" />
      <div className="container hero__content">
        <div key={`text-${banner.id}`} className="hero__text">
          <h2 className="hero__heading">{banner.main_heading}</h2>
          <p className="hero__subheading">{banner.sub_heading}</p>
        </div>
      </div>
    </section>
  );
}
