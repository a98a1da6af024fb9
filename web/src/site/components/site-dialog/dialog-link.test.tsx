import { act, fireEvent, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogLink } from './dialog-link';

/** A card's action and what it opens: the count of times the dialog was asked for. */
function Card() {
  const [opened, setOpened] = useState(0);
  return (
    <>
      <DialogLink href="?doctor=3" onOpen={() => setOpened((count) => count + 1)}>
        View Profile
      </DialogLink>
      <output>{opened}</output>
    </>
  );
}

let page: HTMLDivElement;
let root: Root | undefined;

/** The served HTML, then the app started on it. */
function serve() {
  page = document.body.appendChild(document.createElement('div'));
  page.innerHTML = renderToString(<Card />);
}
async function startApp() {
  await act(async () => {
    root = hydrateRoot(page, <Card />);
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  page.remove();
});

describe('what opens a dialog', () => {
  it('is served as a plain link to the content: it works before and without the script', () => {
    serve();
    const link = within(page).getByRole('link', { name: 'View Profile' });
    expect(link).toHaveAttribute('href', '?doctor=3');
    expect(link).not.toHaveAttribute('aria-haspopup');
  });

  it('becomes a button opening the dialog in place, the same element, the address untouched', async () => {
    serve();
    const served = within(page).getByRole('link', { name: 'View Profile' });
    await startApp();
    const button = within(page).getByRole('button', { name: 'View Profile' });
    expect(button).toBe(served);
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    const before = window.location.href;
    await userEvent.click(button);
    expect(page.querySelector('output')).toHaveTextContent('1');
    expect(window.location.href).toBe(before);
  });

  it('opens with Space and Enter from the keyboard, as a button does', async () => {
    serve();
    await startApp();
    within(page).getByRole('button', { name: 'View Profile' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    expect(page.querySelector('output')).toHaveTextContent('2');
  });

  it('leaves a click with a modifier key to the browser (a new tab), opening nothing here', async () => {
    serve();
    await startApp();
    const button = within(page).getByRole('button', { name: 'View Profile' });
    const leftToTheBrowser: boolean[] = [];
    // Seen after the page's own handlers; then stopped, as jsdom cannot open a new tab.
    const browser = (event: Event) => {
      leftToTheBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    try {
      for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }])
        fireEvent.click(button, modifier);
    } finally {
      document.removeEventListener('click', browser);
    }
    expect(leftToTheBrowser).toEqual([true, true, true]);
    expect(page.querySelector('output')).toHaveTextContent('0');
  });
});
