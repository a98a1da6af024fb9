import { useEffect, useRef, useState, type CSSProperties, type ImgHTMLAttributes } from 'react';
import type { ImageSizes } from '@hospital/contract';
import { resolveMediaUrl } from '../../lib/media';
import { storedSrcSet } from './stored-srcset';
import { useText } from '../../lib/i18n';
import './image.css';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

type NativeImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'alt' | 'width' | 'height' | 'onError' | 'loading'
>;

export interface ImageProps extends NativeImageProps {
  /** The picture, or candidates in order of preference (a doctor's image, then url); empty ones are skipped. */
  src: string | null | undefined | readonly (string | null | undefined)[];
  alt: string;
  /** The intrinsic size the layout reserves, so nothing shifts while the picture loads. */
  width: number;
  height: number;
  /** How wide the picture is drawn (the HTML `sizes`), for the browser to choose among the stored copies. */
  sizes?: string;
  /**
   * What the CMS stored of the picture (its `<field>_sizes`: the original's width and its smaller
   * copies), for the first candidate of `src`. The srcset offers exactly those copies; without, the
   * original alone.
   */
  storedSizes?: ImageSizes | null;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  /** When every candidate failed: the placeholder picture, or a box reading 'No Image'. */
  fallback?: 'picture' | 'text';
  /** The placeholder picture (a portrait silhouette for people, for instance). */
  placeholder?: string;
}

interface Attempt {
  src: string;
  srcSet?: string;
}

/** Each candidate with its stored copies first (the first candidate's), then plain, in order. */
function attemptsFor(candidates: readonly (string | null | undefined)[], storedSizes?: ImageSizes | null): Attempt[] {
  return candidates.flatMap((candidate, index) => {
    const src = resolveMediaUrl(candidate);
    if (!src) return [];
    const srcSet = index === 0 ? storedSrcSet(src, storedSizes) : undefined;
    return srcSet ? [{ src, srcSet }, { src }] : [{ src }];
  });
}

/**
 * An image that never shows a broken picture: it tries the copies the CMS stored of it (a
 * srcset), then the plain file, then the next candidate, then the placeholder. Lazy unless `priority`.
 */
export function Image({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  storedSizes,
  priority = false,
  fallback = 'picture',
  placeholder = PLACEHOLDER_IMAGE,
  className,
  style,
  ...rest
}: ImageProps) {
  const candidates = typeof src === 'string' || src == null ? [src] : src;
  const key = candidates.join('|');
  const attempts = attemptsFor(candidates, storedSizes);
  // Failures are counted per set of candidates, so new candidates start from the best again.
  const [failures, setFailures] = useState({ key, count: 0 });
  const failed = failures.key === key ? failures.count : 0;
  const attempt = attempts[failed];
  const classes = ['image', className].filter(Boolean).join(' ');
  const text = useText();
  // Moves on from attempt `index` once, whether its error event or the check below reports it.
  const failAttempt = (index: number) =>
    setFailures((current) => (current.key === key && current.count === index ? { key, count: index + 1 } : current));

  // A picture in the served HTML may fail before the app starts and listens for its error. A
  // finished image with no pixels is checked once more: decode() rejects only for a broken one
  // (an SVG without a size of its own has no natural width either, yet decodes).
  const imgRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = imgRef.current;
    if (!img || !attempt || !img.complete || img.naturalWidth > 0) return;
    img.decode().catch(() => failAttempt(failed));
    // Checked once per attempt: the element is new for each (it is keyed by its src).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` and `failAttempt` follow from key and failed
  }, [key, failed]);

  if (!attempt && fallback === 'text') {
    const box: CSSProperties = { aspectRatio: `${width} / ${height}`, ...style };
    return (
      <span role="img" aria-label={alt} className={`${classes} image--missing`} style={box}>
        {text('image.none')}
      </span>
    );
  }

  // React 18 does not know fetchPriority; the lowercase attribute reaches the DOM as it is.
  const priorityHints = priority ? ({ fetchpriority: 'high' } as Record<string, string>) : {};
  return (
    <img
      {...rest}
      {...priorityHints}
      key={attempt?.src ?? placeholder}
      className={classes}
      style={style}
      src={attempt?.src ?? placeholder}
      srcSet={attempt?.srcSet}
      sizes={attempt?.srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      ref={imgRef}
      onError={attempt ? () => failAttempt(failed) : undefined}
    />
  );
}
