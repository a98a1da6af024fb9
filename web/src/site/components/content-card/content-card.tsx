import { useId, type ReactNode } from 'react';
import type { ImageSizes } from '@hospital/contract';
import { ClampedText } from '../clamped-text/clamped-text';
import { Image } from '../../../components/image/image';
import { DialogLink } from '../site-dialog/dialog-link';
import './content-card.css';

export interface ContentCardProps {
  title: string;
  image: string | null;
  imageAlt?: string;
  /** What the CMS stored of the picture (its srcset); none for a video's thumbnail. */
  imageSizes?: ImageSizes | null;
  description?: string;
  /** Lines of description before clamping; none means the description is not clamped. */
  descriptionLines?: number;
  /** Extra line under the title, such as a date. */
  meta?: ReactNode;
  /** Drawn over the picture (the play icon of a video). */
  imageBadge?: ReactNode;
  /** The call to action ('Read More →', 'Watch →'); the whole card activates it. */
  actionLabel: string;
  onOpen: () => void;
  /** Where the action leads before (or without) the script: the item's own address, or the video itself. */
  servedHref: string;
  /** The first card of a page's first carousel: its picture is the page's largest paint, so it loads at once. */
  imagePriority?: boolean;
  /** The title's heading level: 3 under a section heading, 2 when the carousel's title is the page's h1. */
  titleLevel?: 2 | 3;
}

/** A blog, video, news or event card that opens its dialog. */
export function ContentCard({
  title,
  image,
  imageAlt,
  imageSizes,
  description,
  descriptionLines,
  meta,
  imageBadge,
  actionLabel,
  onOpen,
  servedHref,
  imagePriority = false,
  titleLevel = 3,
}: ContentCardProps) {
  const titleId = useId();
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="raised-card content-card">
      <div className="content-card__media">
        <Image
          src={image}
          storedSizes={imageSizes}
          alt={imageAlt ?? title}
          priority={imagePriority}
          width={480}
          height={360}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        />
        {imageBadge}
      </div>
      <div className="content-card__body">
        <Title id={titleId} className="content-card__title">
          {title}
        </Title>
        {meta}
        {description &&
          (descriptionLines ? (
            <ClampedText lines={descriptionLines} className="content-card__description">
              {description}
            </ClampedText>
          ) : (
            <p className="content-card__description">{description}</p>
          ))}
        <DialogLink className="content-card__action" aria-describedby={titleId} href={servedHref} onOpen={onOpen}>
          {actionLabel}
        </DialogLink>
      </div>
    </article>
  );
}
