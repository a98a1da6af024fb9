import type { ImageSizes } from '@hospital/contract';
import { Image, type ImageProps } from '../../../components/image/image';

/** What a topic's picture needs: the file, its Media Library text and stored sizes, and the heading to fall back on. */
interface Pictured {
  url: string | null;
  url_alt?: string | null;
  url_sizes?: ImageSizes | null;
  heading: string;
}

type TopicPictureProps = Omit<ImageProps, 'src' | 'alt' | 'width' | 'height' | 'storedSizes'> & { topic: Pictured };

/**
 * A topic's picture (a facility, a service, the About story) at the 4:3 size every topic picture
 * reserves, named by its alternative text or, when editors left that empty, by its heading. A
 * broken one reads 'No Image' unless the page asks for the placeholder picture.
 */
export function TopicPicture({ topic, fallback = 'text', ...rest }: TopicPictureProps) {
  return (
    <Image
      {...rest}
      src={topic.url}
      storedSizes={topic.url_sizes}
      alt={topic.url_alt || topic.heading}
      width={800}
      height={600}
      fallback={fallback}
    />
  );
}

/** A topic's text, one paragraph a <p>. */
export function Paragraphs({ texts }: { texts: readonly string[] }) {
  return (
    <>
      {texts.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  );
}
