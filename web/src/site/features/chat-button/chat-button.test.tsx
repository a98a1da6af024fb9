import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toContactDetails } from '../../../data/contact-details';
import { renderWithSwr } from '../../../test/render';
import { siteSettings } from '@hospital/test-support/site/site-content-fixtures';
import { ChatButton } from './chat-button';

const contactDetails = toContactDetails(siteSettings);

describe('chat button', () => {
  it('opens a messaging-app chat with the greeting typed in', async () => {
    renderWithSwr(<ChatButton />);
    const link = await screen.findByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
    expect(link).toHaveAttribute(
      'href',
      `https://wa.me/${contactDetails.mainMobile.digits}?text=${encodeURIComponent(contactDetails.chatGreeting)}`,
    );
    expect(link).toHaveAttribute('target', '_blank');
  });
});
