import type { ReactNode } from 'react';
import type { ImageSizes } from '@hospital/contract';
import { DateText } from '../date-text/date-text';
import { Image } from '../image/image';

export interface ReadingBodyProps {
  /** The item's picture (an uploaded file). */
  image: string | null | undefined;
  /** What the CMS stored of it (its srcset). */
  imageSizes?: ImageSizes | null;
  /** Its alternative text: the Media Library's, else the item's title. */
  alt: string;
  /** When it was published (news and events; a blog shows none). */
  date?: string;
  text: string;
  /** What follows the text: an event's gallery. */
  children?: ReactNode;
}

/**
 * A blog, news item or event read in full (in its ReadingDialog): the picture, the date, the text.
 */
export function ReadingBody({ image, imageSizes, alt, date, text, children }: ReadingBodyProps) {
  return (
    <article className="reading">
      <Image
        className="reading__image"
        src={image}
        storedSizes={imageSizes}
        alt={alt}
        width={800}
        height={600}
        sizes="(min-width: 900px) 850px, 100vw"
      />
      {date !== undefined && <DateText iso={date} className="reading__date" />}
      <p className="reading__text">{text}</p>
      {children}
    </article>
  );
}
