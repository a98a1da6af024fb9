import { Image } from '../../../components/image/image';
import { LoadingState } from '../../components/loading-state/loading-state';
import { ABOUT_PAGE } from './about-keys';
import { paragraphsOf, useAbout } from './use-about';
import './about.css';

/** The About page's story, from /about/. */
export function AboutPageContent() {
  const about = useAbout(ABOUT_PAGE);
  if (!about) return <LoadingState message="Loading content..." />;

  return (
    <section className="section about-page" aria-labelledby="about-page-title">
      <div className="container about-section__grid">
        <Image
          className="about-page__image"
          src={about.image}
          alt={about.image_alt || about.title}
          width={800}
          height={600}
          sizes="(min-width: 1024px) 520px, 100vw"
          priority
        />
        <div>
          <h2 id="about-page-title">{about.title}</h2>
          {paragraphsOf(about.description).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
