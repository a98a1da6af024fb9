import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import { CAROUSEL } from '../../../data/constants';
import { useEnhanced } from '../../../lib/use-enhanced';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { usePageText } from '../page/page-words';
import { glide } from './glide';
import { useSlidesToShow } from './use-slides-to-show';
import './carousel.css';

export interface CarouselProps {
  /** id of the heading that names the carousel. */
  labelledBy: string;
  /** Whether the last slide leads back to the first (only the news carousel does). */
  infinite: boolean;
  /** One element per slide, each with a key. */
  children: ReactNode[];
}

/** The width of one slide: every slide of a row is as wide as the others. */
const slideWidth = (track: HTMLElement) => track.firstElementChild?.getBoundingClientRect().width ?? 0;

/**
 * A content carousel (blogs, videos, news, events), as the specification has it: three cards in
 * view (two at or below 1024 px, one at or below 640 px), one card a step over 500 ms, dots and
 * arrows, never automatic; only the news carousel loops.
 *
 * Served, it is a row of cards the visitor scrolls or swipes through, every card reachable by Tab
 * (focus scrolls a card into view). The script enhances that same row in place: it adds the arrows
 * and dots, which scroll the row, and follows the visitor's own scrolling. Nothing is swapped, so
 * nothing moves when the script arrives: the room for the dots is kept from the start.
 */
export function Carousel({ labelledBy, infinite, children }: CarouselProps) {
  const enhanced = useEnhanced();
  const text = usePageText();
  const track = useRef<HTMLUListElement>(null);
  const inView = useSlidesToShow();
  const positions = Math.max(1, Children.count(children) - inView + 1);
  const [first, setFirst] = useState(0);
  const shown = Math.min(first, positions - 1);

  // A swipe, a trackpad or Tab moving into a later card moves the row: the dots follow.
  useEffect(() => {
    const row = track.current;
    if (!row || !enhanced) return undefined;
    const follow = () => {
      const width = slideWidth(row);
      if (width > 0) setFirst(Math.round(row.scrollLeft / width));
    };
    row.addEventListener('scroll', follow, { passive: true });
    return () => row.removeEventListener('scroll', follow);
  }, [enhanced]);

  const goTo = (position: number) => {
    const target = infinite ? (position + positions) % positions : Math.min(Math.max(position, 0), positions - 1);
    setFirst(target);
    if (track.current) glide(track.current, target * slideWidth(track.current), CAROUSEL.speedMs);
  };
  const controls = enhanced && positions > 1;
  const atStart = !infinite && shown === 0;
  const atEnd = !infinite && shown === positions - 1;

  return (
    <div role="group" aria-roledescription="carousel" aria-labelledby={labelledBy} className="carousel-region">
      <div className="carousel">
        <ul ref={track} className="carousel__track">
          {Children.map(children, (slide) => (
            <li className="carousel__slide">{slide}</li>
          ))}
        </ul>
        {controls && (
          <>
            <Arrow
              direction="previous"
              label={text('pages.carousel.previous')}
              disabled={atStart}
              onClick={() => goTo(shown - CAROUSEL.slidesToScroll)}
            />
            <Arrow
              direction="next"
              label={text('pages.carousel.next')}
              disabled={atEnd}
              onClick={() => goTo(shown + CAROUSEL.slidesToScroll)}
            />
            <ul className="carousel__dots">
              {Array.from({ length: positions }, (_, position) => (
                <li key={position}>
                  <button
                    type="button"
                    aria-label={text('pages.carousel.goTo', { number: position + 1 })}
                    aria-current={position === shown ? 'true' : undefined}
                    onClick={() => goTo(position)}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

function Arrow({
  direction,
  label,
  disabled,
  onClick,
}: {
  direction: 'previous' | 'next';
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  // aria-disabled, not disabled: the focus stays on an arrow that reaches either end.
  return (
    <button
      type="button"
      className={`carousel__arrow carousel__arrow--${direction}`}
      aria-label={label}
      aria-disabled={disabled}
      onClick={disabled ? undefined : onClick}
    >
      {direction === 'previous' ? <ChevronLeftIcon size={26} /> : <ChevronRightIcon size={26} />}
    </button>
  );
}
