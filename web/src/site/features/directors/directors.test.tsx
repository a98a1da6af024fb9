import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSiteContent } from '../../../test/render';
import { directors } from '@hospital/test-support/site/site-content-fixtures';
import { DirectorsDesk } from './directors-desk';

describe("Director's Desk", () => {
  it('shows three directors with name, role and photo', () => {
    renderWithSiteContent(<DirectorsDesk />);
    expect(directors).toHaveLength(3);
    directors.forEach((director) => {
      const card = screen.getByRole('button', { name: new RegExp(director.name) });
      expect(card).toHaveTextContent(director.heading);
      expect(within(card).getByRole('img', { name: `Photo of ${director.name}` })).toBeInTheDocument();
    });
  });

  it('offers only the copies the CMS made of a portrait narrower than 750 px: no medium or large is asked for', () => {
    renderWithSiteContent(<DirectorsDesk />);
    const photo = screen.getByRole('img', { name: `Photo of ${directors[0].name}` });
    expect(photo.getAttribute('srcset')).toBe(
      '/uploads/thumbnail_director-1.jpg 156w, /uploads/small_director-1.jpg 500w, /uploads/director-1.jpg 600w',
    );
  });

  it("shows 'No Image' when a photo cannot be loaded", () => {
    renderWithSiteContent(<DirectorsDesk />);
    // A CMS picture: its responsive variants fail, then the original file.
    fireEvent.error(screen.getByRole('img', { name: `Photo of ${directors[0].name}` }));
    fireEvent.error(screen.getByRole('img', { name: `Photo of ${directors[0].name}` }));
    expect(screen.getByRole('img', { name: `Photo of ${directors[0].name}` })).toHaveTextContent('No Image');
  });

  it('opens the message in a dialog closed by its Close button or the backdrop', async () => {
    const user = userEvent.setup();
    renderWithSiteContent(<DirectorsDesk />);
    const card = screen.getByRole('button', { name: new RegExp(directors[1].name) });
    await user.click(card);
    const dialog = screen.getByRole('dialog', { name: directors[1].name });
    expect(within(dialog).getByText(directors[1].sms[0])).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();

    await user.click(card);
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
