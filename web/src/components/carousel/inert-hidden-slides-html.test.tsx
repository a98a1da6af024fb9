import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { inertHiddenSlidesInHtml } from './inert-hidden-slides-html';
import SlickCarousel from './slick-carousel';

describe('hidden slides in the served HTML', () => {
  it('are inert, and the slide on view is not', () => {
    const html = inertHiddenSlidesInHtml(
      renderToString(
        <SlickCarousel infinite>
          {['First', 'Second', 'Third', 'Fourth'].map((title) => (
            <button key={title} type="button">
              {title}
            </button>
          ))}
        </SlickCarousel>,
      ),
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const slides = [...container.querySelectorAll<HTMLElement>('.slick-slide')];
    expect(slides.length).toBeGreaterThan(4);
    for (const slide of slides) expect(slide.hasAttribute('inert')).toBe(slide.getAttribute('aria-hidden') === 'true');
    expect(container.querySelector('.slick-slide:not([inert])')?.textContent).toBe('First');
  });
});
