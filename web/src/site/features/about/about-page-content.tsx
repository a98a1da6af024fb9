import { Paragraphs, TopicPicture } from '../../components/topic-body/topic-body';
import { LoadingState } from '../../components/loading-state/loading-state';
import { ABOUT_PAGE } from './about-keys';
import { paragraphsOf, useAbout } from './use-about';
import './about.css';
import { useText } from '../../../lib/i18n';
import { PartlyEnglishNote } from '../../components/partly-english/partly-english-note';

/** The About page's story, from /about/. */
export function AboutPageContent() {
  const about = useAbout(ABOUT_PAGE);
  const text = useText();
  if (!about) return <LoadingState message={text('home.loadingContent')} />;

  return (
    <section className="section about-page" aria-labelledby="about-page-title">
      <div className="container about-section__grid">
        <TopicPicture
          topic={{ url: about.image, url_alt: about.image_alt, url_sizes: about.image_sizes, heading: about.title }}
          className="about-page__image"
          sizes="(min-width: 1024px) 520px, 100vw"
          fallback="picture"
          priority
        />
        <div>
          <h2 id="about-page-title">{about.title}</h2>
          <Paragraphs texts={paragraphsOf(about.description)} />
          <PartlyEnglishNote records={[about]} />
        </div>
      </div>
    </section>
  );
}
