import { useState } from 'react';
import { Image } from '../../../components/image/image';
import { useRotatingIndex } from '../../components/rotation/use-rotating-index';
import { REVIEW_ROTATION_MS } from '../../../data/constants';
import { useReviews } from '../../../lib/api';
import { PartlyEnglishNote } from '../../components/partly-english/partly-english-note';
import { PageSection } from '../../components/page-section/page-section';
import { useFallbackLang, useText } from '../../../lib/i18n';
import './reviews.css';

/**
 * The five built-in reviews, the next every 3 s. A visitor can pause it (WCAG 2.2.2) or pick a
 * review with the dots; hovering also holds it.
 */
export function ReviewsCarousel() {
  const reviews = useReviews();
  const text = useText();
  const langOf = useFallbackLang();
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [index, setIndex, moved] = useRotatingIndex(reviews.length, REVIEW_ROTATION_MS, {
    paused: stopped || hovered,
  });
  const review = reviews.at(index);

  return (
    <PageSection id="reviews" titleId="reviews-title" title={text('home.reviewsTitle')} alt>
      <div
        className="reviews"
        role="group"
        aria-roledescription="carousel"
        aria-label={text('home.reviews')}
        // A review slides in when the carousel moves on, not the served first one (reviews.css).
        data-rotated={moved || undefined}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        {review && (
          <figure key={index} className="review" aria-live={stopped ? 'polite' : 'off'}>
            <Image
              className="review__photo"
              src={review.image}
              storedSizes={review.image_sizes}
              alt={review.image_alt || text('doctors.photoOf', { name: review.name })}
              width={96}
              height={96}
              sizes="96px"
            />
            <blockquote className="review__feedback" lang={langOf(review.feedback)}>
              <p>“{review.feedback}”</p>
            </blockquote>
            <figcaption>
              <span className="review__name">{review.name}</span>
              <span className="review__position">{review.position}</span>
            </figcaption>
          </figure>
        )}
        <div className="reviews__controls">
          <button type="button" className="reviews__pause" onClick={() => setStopped((value) => !value)}>
            {stopped ? text('home.playReviews') : text('home.pauseReviews')}
          </button>
          <ul className="reviews__dots">
            {reviews.map((item, dot) => (
              <li key={item.id}>
                <button
                  type="button"
                  aria-label={text('home.reviewOf', { number: dot + 1, total: reviews.length, name: item.name })}
                  aria-current={dot === index ? 'true' : undefined}
                  onClick={() => setIndex(dot)}
                />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <PartlyEnglishNote records={reviews} />
    </PageSection>
  );
}
