import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SiteDialog } from './site-dialog';

function AboutSection({ servedOpen = false }: { servedOpen?: boolean }) {
  const [reading, setReading] = useState(false);
  return (
    <section id="about">
      <button type="button" onClick={() => setReading(true)}>
        Learn More
      </button>
      <SiteDialog
        id="about-full"
        title="About the hospital"
        open={reading}
        onClose={() => setReading(false)}
        servedOpen={servedOpen}
        closeHref="#about"
      >
        <p>Fifty beds of neurocritical care.</p>
      </SiteDialog>
    </section>
  );
}

/** The page as served, then hydrated by the app: its container. */
async function servedThenHydrated(page: JSX.Element, before: (container: HTMLElement) => void) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page);
  before(container);
  await act(async () => {
    hydrateRoot(container, page);
  });
  return container;
}

describe('SiteDialog', () => {
  it('serves the dialog hidden in the page, named by its fragment and closed by a link back', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AboutSection />);
    const served = container.querySelector('#about-full');
    expect(served?.tagName).toBe('DIALOG');
    expect(served).toHaveClass('served-dialog');
    expect(served).not.toHaveAttribute('open');
    expect(served).toHaveTextContent('Fifty beds of neurocritical care.');
    expect(container.querySelector('#about-full a[aria-label="Close"]')).toHaveAttribute('href', '#about');
  });

  it('serves a dialog open when the page was asked for its item', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AboutSection servedOpen />);
    const served = container.querySelector('#about-full');
    expect(served).toHaveAttribute('open');
    expect(served).toHaveClass('served-dialog--open');
  });

  it('enhances the served dialog in place: the same element opens as the modal, and stays hidden once closed', async () => {
    let served: Element | null = null;
    let servedClose: Element | null = null;
    const page = await servedThenHydrated(<AboutSection />, (container) => {
      served = container.querySelector('#about-full');
      servedClose = container.querySelector('#about-full a');
    });
    try {
      const user = userEvent.setup();
      await user.click(within(page).getByRole('button', { name: 'Learn More' }));
      const dialog = within(page).getByRole('dialog', { name: 'About the hospital' });
      expect(dialog).toBe(served);
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(dialog).not.toHaveClass('served-dialog');
      const close = within(dialog).getByRole('button', { name: 'Close' });
      expect(close).toBe(servedClose);
      expect(close).toHaveFocus();
      await user.click(close);
      expect(within(page).queryByRole('dialog')).not.toBeInTheDocument();
      expect(page.querySelector('#about-full')).toBe(served);
      expect(window.location.hash).toBe('');
      expect(within(page).getByRole('button', { name: 'Learn More' })).toHaveFocus();
    } finally {
      page.remove();
    }
  });

  it('takes the served-open dialog over: no longer open by its attribute, only as the modal', async () => {
    let served: Element | null = null;
    const page = await servedThenHydrated(<AboutSection servedOpen />, (container) => {
      served = container.querySelector('#about-full');
    });
    try {
      expect(served).not.toHaveAttribute('open');
      await userEvent.click(within(page).getByRole('button', { name: 'Learn More' }));
      expect(within(page).getByRole('dialog', { name: 'About the hospital' })).toBe(served);
    } finally {
      page.remove();
    }
  });

  it('closes on Escape, on the backdrop and on Space on its close button', async () => {
    const user = userEvent.setup();
    render(<AboutSection />);
    const learnMore = screen.getByRole('button', { name: 'Learn More' });
    await user.click(learnMore);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(learnMore);
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(learnMore);
    await user.keyboard(' ');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the open dialog', async () => {
    const user = userEvent.setup();
    render(<AboutSection />);
    await user.click(screen.getByRole('button', { name: 'Learn More' }));
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
