import { useState } from 'react';
import { Image } from '../../../components/image/image';
import { SiteDialog } from '../../components/site-dialog/site-dialog';
import { DialogLink } from '../../components/site-dialog/dialog-link';
import { ABOUT_TRUNCATION } from '../../../data/constants';
import { RotatingTagline } from './rotating-tagline';
import { truncateWords } from './truncate-words';
import { HOME_ABOUT } from './about-keys';
import { paragraphsOf, useAbout } from './use-about';
import './about.css';
import { useFallbackLang, useText } from '../../../lib/i18n';

/** The home page's about section: picture, rotating tagline, a summary and the full text in a dialog. */
export function HomeAboutSection() {
  const about = useAbout(HOME_ABOUT);
  const text = useText();
  const langOf = useFallbackLang();
  const [reading, setReading] = useState(false);
  // The served page links to the full text (shown by the style sheet); the script opens it as a modal.

  return (
    <section id="about" className="section about-section" aria-labelledby="about-tagline">
      <div className="container about-section__grid">
        <div className="about-section__media">
          {about ? (
            <Image
              src={about.image}
              storedSizes={about.image_sizes}
              alt={about.image_alt || about.title}
              width={800}
              height={600}
              sizes="(min-width: 1024px) 520px, 100vw"
            />
          ) : (
            <p className="about-section__loading">{text('home.loadingImage')}</p>
          )}
        </div>
        <div className="about-section__text">
          <p className="about-section__eyebrow">{text('home.aboutUs')}</p>
          <RotatingTagline id="about-tagline" />
          {about ? (
            <>
              <h3 className="about-section__title" lang={langOf(about.title)}>
                {truncateWords(about.title, ABOUT_TRUNCATION.titleWords)}
              </h3>
              <p lang={langOf(about.description)}>
                {truncateWords(about.description, ABOUT_TRUNCATION.descriptionWords)}
              </p>
            </>
          ) : (
            <p className="about-section__loading-text">{text('home.loadingContent')}</p>
          )}
          {about ? (
            <DialogLink className="button" href="#about-full" onOpen={() => setReading(true)}>
              {text('home.learnMore')}
            </DialogLink>
          ) : (
            <button type="button" className="button" disabled>
              {text('home.learnMore')}
            </button>
          )}
        </div>
      </div>
      {about && (
        <SiteDialog
          id="about-full"
          title={about.title}
          open={reading}
          onClose={() => setReading(false)}
          closeHref="#about"
          size="large"
        >
          {paragraphsOf(about.description).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </SiteDialog>
      )}
    </section>
  );
}
