import { useState } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import { Image } from '../../../components/image/image';
import { ServedDialog } from '../../components/served-dialog/served-dialog';
import { useEnhanced } from '../../../lib/use-enhanced';
import { ABOUT_TRUNCATION } from '../../../data/constants';
import { RotatingTagline } from './rotating-tagline';
import { truncateWords } from './truncate-words';
import { HOME_ABOUT } from './about-keys';
import { paragraphsOf, useAbout } from './use-about';
import './about.css';

/** The home page's about section: picture, rotating tagline, a summary and the full text in a dialog. */
export function HomeAboutSection() {
  const about = useAbout(HOME_ABOUT);
  const [reading, setReading] = useState(false);
  // The served page links to the full text (shown by the style sheet); the script opens a dialog.
  const enhanced = useEnhanced();

  return (
    <section id="about" className="section about-section" aria-labelledby="about-tagline">
      <div className="container about-section__grid">
        <div className="about-section__media">
          {about ? (
            <Image
              src={about.image}
              alt={about.image_alt || about.title}
              width={800}
              height={600}
              sizes="(min-width: 1024px) 520px, 100vw"
            />
          ) : (
            <p className="about-section__loading">Loading image...</p>
          )}
        </div>
        <div className="about-section__text">
          <p className="about-section__eyebrow">About us</p>
          <RotatingTagline id="about-tagline" />
          {about ? (
            <>
              <h3 className="about-section__title">{truncateWords(about.title, ABOUT_TRUNCATION.titleWords)}</h3>
              <p>{truncateWords(about.description, ABOUT_TRUNCATION.descriptionWords)}</p>
            </>
          ) : (
            <p className="about-section__loading-text">Loading content...</p>
          )}
          {about && !enhanced ? (
            <a className="button" href="#about-full">
              Learn More
            </a>
          ) : (
            <button
              type="button"
              className="button"
              disabled={!about}
              aria-haspopup="dialog"
              onClick={() => setReading(true)}
            >
              Learn More
            </button>
          )}
        </div>
      </div>
      {about && !enhanced && (
        <ServedDialog id="about-full" title={about.title} closeHref="#about" size="large">
          {paragraphsOf(about.description).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </ServedDialog>
      )}
      {about && enhanced && (
        <Dialog open={reading} onClose={() => setReading(false)} title={about.title} size="large">
          {paragraphsOf(about.description).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Dialog>
      )}
    </section>
  );
}
