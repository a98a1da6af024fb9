import { useItemHead } from '../../components/page/page-head';
import { linkedItemHead, newsArticleData } from '../../../lib/structured-data';
import { NEWS_AND_EVENTS, newsFacts, newsItemPath } from './item-paths';
import { Carousel } from '../../components/carousel/carousel';
import { ContentCard } from '../../components/content-card/content-card';
import { DateText } from '../../../components/date-text/date-text';
import { CLAMP_LINES } from '../../../data/constants';
import type { NewsItem } from '../../../lib/api';
import { useLinkedItemDialog } from '../../components/site-dialog/use-linked-item-dialog';
import { NewsDialog } from './news-dialog';
import { useNews } from './use-news-and-events';
import './news-events.css';
import { usePageText } from '../../components/page/page-words';
import { PartlyEnglishNote } from '../../components/partly-english/partly-english-note';

function newsHead(item: NewsItem, name: string) {
  return linkedItemHead(newsFacts(item), newsArticleData, { name, path: NEWS_AND_EVENTS.path });
}

/** 'Latest News': a looping carousel of news cards; each opens the full item. */
export function NewsCarousel() {
  const news = useNews();
  const text = usePageText();
  const { linked, shown, open, dialog } = useLinkedItemDialog('news', news, (item) => item.id, NEWS_AND_EVENTS.path);
  useItemHead(linked ? newsHead(linked, text(NEWS_AND_EVENTS.nameKey)) : null);
  return (
    <section className="section" aria-labelledby="latest-news-title">
      <div className="container">
        <h2 id="latest-news-title" className="section__title">
          {text('pages.newsAndEvents.latestNews')}
        </h2>
        {news.length > 0 && (
          <Carousel labelledBy="latest-news-title" infinite>
            {news.map((item, index) => (
              <ContentCard
                key={item.id}
                imagePriority={index === 0}
                title={item.title}
                image={item.image}
                imageSizes={item.image_sizes}
                imageAlt={item.image_alt || undefined}
                meta={<DateText iso={item.created_at} className="card-date" />}
                description={item.description}
                descriptionLines={CLAMP_LINES.newsAndEvents}
                actionLabel={text('pages.readMore')}
                onOpen={() => open(item)}
                servedHref={newsItemPath(item.id)}
              />
            ))}
          </Carousel>
        )}
        <PartlyEnglishNote records={news} />
      </div>
      {shown && <NewsDialog item={shown} {...dialog} />}
    </section>
  );
}
