import '../../../test/match-media';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

const cards = (count: number) =>
  Array.from({ length: count }, (_, index) => (
    <a key={index} href={`/blogs?post=${index + 1}`}>
      Card {index + 1}
    </a>
  ));

function renderCarousel(count: number, infinite: boolean) {
  return render(
    <>
      <h2 id="title">Latest Blogs</h2>
      <Carousel labelledBy="title" infinite={infinite}>
        {cards(count)}
      </Carousel>
    </>,
  );
}

/** A screen `width` px wide, as the carousel's media queries see it. */
function screenWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: width <= Number(/max-width: (\d+)px/.exec(query)?.[1] ?? Infinity),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

const dots = () => screen.getAllByRole('button', { name: /^Go to slide/ });
const current = () => screen.getByRole('button', { current: true }).getAttribute('aria-label');

describe('Carousel', () => {
  it('serves every card in a list to scroll through, each reachable, with no arrow or dot that would not work yet', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Carousel labelledBy="title" infinite>
        {cards(5)}
      </Carousel>,
    );
    const slides = within(container).getAllByRole('listitem');
    expect(slides.map((card) => card.textContent)).toEqual(['Card 1', 'Card 2', 'Card 3', 'Card 4', 'Card 5']);
    expect(within(container).queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"], [inert], [tabindex="-1"]')).toBeNull();
  });

  it('enhances the same list in place: the cards the server sent stay, and gain arrows and dots', () => {
    const served = renderToString(
      <Carousel labelledBy="title" infinite={false}>
        {cards(5)}
      </Carousel>,
    );
    const host = document.createElement('div');
    host.innerHTML = served;
    const list = host.querySelector('ul');
    document.body.append(host);
    render(
      <Carousel labelledBy="title" infinite={false}>
        {cards(5)}
      </Carousel>,
      { container: host, hydrate: true },
    );
    expect(host.querySelector('ul'), 'the served list is the one on screen').toBe(list);
    expect(within(host).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    host.remove();
  });

  it('is a labelled group with arrows and a dot for each step, three cards in view on a wide screen', () => {
    renderCarousel(5, false);
    const region = screen.getByRole('group', { name: 'Latest Blogs' });
    const [cardsList] = within(region).getAllByRole('list');
    expect(within(cardsList).getAllByRole('listitem')).toHaveLength(5);
    expect(within(region).getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(region).getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'false');
    // Five cards, three in view: the first card of the view can be 1, 2 or 3.
    expect(dots().map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Go to slide 1',
      'Go to slide 2',
      'Go to slide 3',
    ]);
    expect(current()).toBe('Go to slide 1');
  });

  it.each([
    [640, 5],
    [1024, 4],
  ])('on a screen %i px wide, has one step for each card that can lead the view (%i)', (width, steps) => {
    screenWidth(width);
    renderCarousel(5, false);
    expect(dots()).toHaveLength(steps);
  });

  it('has no arrows or dots when every card is in view', () => {
    renderCarousel(3, false);
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('moves one card at a time with the arrows, and stops at either end when it does not loop', async () => {
    const user = userEvent.setup();
    renderCarousel(5, false);
    const next = screen.getByRole('button', { name: 'Next slide' });
    await user.click(next);
    expect(current()).toBe('Go to slide 2');
    await user.click(next);
    expect(current()).toBe('Go to slide 3');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(current()).toBe('Go to slide 3');
    await user.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    expect(current()).toBe('Go to slide 1');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('leads from the last step back to the first, and from the first to the last, when it loops', async () => {
    const user = userEvent.setup();
    renderCarousel(5, true);
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    expect(previous).toHaveAttribute('aria-disabled', 'false');
    await user.click(previous);
    expect(current()).toBe('Go to slide 3');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('Go to slide 1');
  });
});
