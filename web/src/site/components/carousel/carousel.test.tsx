import '../../../test/match-media';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

function renderCarousel(count: number, infinite: boolean) {
  return render(
    <>
      <h2 id="title">Latest Blogs</h2>
      <Carousel labelledBy="title" infinite={infinite}>
        {Array.from({ length: count }, (_, index) => (
          <button key={index} type="button">
            Card {index + 1}
          </button>
        ))}
      </Carousel>
    </>,
  );
}

describe('Carousel', () => {
  it('serves every card in a list to scroll through, with no arrow or dot that would not work yet', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Carousel labelledBy="title" infinite>
        {Array.from({ length: 5 }, (_, index) => (
          <a key={index} href={`/blogs?post=${index + 1}`}>
            Card {index + 1}
          </a>
        ))}
      </Carousel>,
    );
    const cards = within(container).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual(['Card 1', 'Card 2', 'Card 3', 'Card 4', 'Card 5']);
    expect(within(container).queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"], [inert]')).toBeNull();
  });

  it('is a labelled group with arrows and dots, showing three cards at a time', async () => {
    renderCarousel(5, false);
    const region = screen.getByRole('group', { name: 'Latest Blogs' });
    expect(await within(region).findByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(region).getByRole('button', { name: 'Go to slide 1' })).toBeInTheDocument();
    expect(
      within(region)
        .getAllByRole('button', { name: /^Card/ })
        .map((card) => card.textContent),
    ).toEqual(['Card 1', 'Card 2', 'Card 3']);
  });

  it.each([
    [640, 1],
    [1024, 2],
  ])('shows the right number of cards from the start on a screen %i px wide', async (width, visible) => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
      const maxWidth = Number(/max-width: (\d+)px/.exec(query)?.[1] ?? Infinity);
      const minWidth = Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0);
      return {
        matches: width <= maxWidth && width >= minWidth,
        media: query,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      } as unknown as MediaQueryList;
    });
    const { container } = renderCarousel(5, false);
    await screen.findByRole('button', { name: 'Next slide' });
    expect(container.querySelectorAll('.slick-slide.slick-active')).toHaveLength(visible);
  });

  it('takes the off-screen cards out of the Tab order', async () => {
    const { container } = renderCarousel(5, false);
    await screen.findByRole('button', { name: 'Next slide' });
    const hidden = container.querySelectorAll('.slick-slide[aria-hidden="true"]');
    expect(hidden.length).toBe(2);
    hidden.forEach((slide) => expect(slide).toHaveAttribute('inert'));
  });

  it('moves one card at a time with the arrows', async () => {
    const user = userEvent.setup();
    const { container } = renderCarousel(5, false);
    await user.click(await screen.findByRole('button', { name: 'Next slide' }));
    await screen.findByRole('button', { name: 'Card 4' });
    expect(container.querySelector('.slick-slide.slick-current')).toHaveTextContent('Card 2');
  });

  it('clones slides only when it loops', async () => {
    const looping = renderCarousel(5, true);
    await screen.findByRole('button', { name: 'Next slide' });
    expect(looping.container.querySelectorAll('.slick-cloned').length).toBeGreaterThan(0);
    looping.unmount();
    const straight = renderCarousel(5, false);
    await screen.findByRole('button', { name: 'Next slide' });
    expect(straight.container.querySelectorAll('.slick-cloned')).toHaveLength(0);
  });
});
