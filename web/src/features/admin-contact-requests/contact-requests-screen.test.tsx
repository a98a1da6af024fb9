import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/admin';
import { API } from '../../test/handlers';
import { renderRoute } from '../../test/render';
import { server } from '../../test/server';

describe('Contact requests', () => {
  it('lists the requests with every field', async () => {
    signIn();
    renderRoute('/admin/contact-requests');
    const row = (await screen.findByRole('cell', { name: 'Sourav Das' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: '+91 98300 00000' })).toHaveAttribute('href', 'tel:+919830000000');
    expect(within(row).getByText('Male')).toBeInTheDocument();
    expect(within(row).getByText('54')).toBeInTheDocument();
    expect(within(row).getByText('12/11/2026')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    signIn();
    server.use(http.get(`${API}/contact-requests/`, () => HttpResponse.json([])));
    renderRoute('/admin/contact-requests');
    expect(await screen.findByText('No contact requests yet.')).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    signIn();
    server.use(http.get(`${API}/contact-requests/`, () => HttpResponse.error()));
    renderRoute('/admin/contact-requests');
    expect(await screen.findByText('Failed to load contact requests.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
