import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as siteContent from '@hospital/test-support/site/site-content-fixtures';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';
import { chosenCards, MOST_CARDS, NOT_LISTED } from './card-query';
import { insuranceDeskPhone } from './insurance-desk';

// The page's code loads lazily, as in the browser: on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 10000 });

describe('/schemes', () => {
  it('shows each scheme: what it covers here, cashless or reimbursement, documents, help desk and as-of date', async () => {
    renderRoute('/schemes');
    const cghs = await screen.findByRole('article', { name: 'CGHS' });
    expect(within(cghs).getByText('Government scheme')).toBeInTheDocument();
    expect(within(cghs).getByText('Demo entry', { exact: false })).toBeInTheDocument();
    expect(within(cghs).getByText('Admission at CGHS rates.')).toBeInTheDocument();
    expect(within(cghs).getByText('Cashless or reimbursement, as your card or policy allows.')).toBeInTheDocument();
    expect(
      within(cghs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The CGHS card', 'The CGHS referral letter']);
    expect(within(cghs).getByRole('link', { name: '033 4012 3470' })).toHaveAttribute('href', 'tel:+913340123470');
    expect(within(cghs).getByRole('link', { name: 'insurance@hospital.example' })).toHaveAttribute(
      'href',
      'mailto:insurance@hospital.example',
    );
    expect(within(cghs).getByText('1 November 2026')).toHaveAttribute('datetime', '2026-11-01');
    // A desk that gave no e-mail or hours shows neither.
    const echs = screen.getByRole('article', { name: 'ECHS' });
    expect(within(echs).queryByText('E-mail')).not.toBeInTheDocument();
    expect(within(echs).getByText('15 October 2026')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Star Health (through Medi Assist TPA)' })).getByText(
        'Insurer, through a TPA',
      ),
    ).toBeInTheDocument();
  });

  it('says the seeded entries are demo entries, and gives the cashless steps with the way to an estimate', async () => {
    renderRoute('/schemes');
    expect(await screen.findByRole('note')).toHaveTextContent('Demo entries');
    const steps = screen.getByRole('region', { name: 'Cashless treatment, step by step' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
    expect(within(steps).getByRole('link', { name: 'the package rates' })).toHaveAttribute('href', '/packages');
    expect(within(steps).getByRole('link', { name: 'ask for a written estimate' })).toHaveAttribute(
      'href',
      '/estimate',
    );
  });

  it("titles each scheme with the id the panel's preview opens it at (/schemes#scheme-<id>)", async () => {
    renderRoute('/schemes');
    const scheme = siteContent.schemes[1];
    expect(await screen.findByRole('heading', { level: 3, name: scheme.name })).toHaveAttribute(
      'id',
      `scheme-${scheme.id}`,
    );
  });

  it('shows no demo note once every entry is confirmed', async () => {
    server.use(
      http.get(`${API}/schemes/`, () =>
        HttpResponse.json(siteContent.schemes.map((scheme) => ({ ...scheme, demo_entry: false }))),
      ),
    );
    renderRoute('/schemes');
    await screen.findByRole('article', { name: 'CGHS' });
    expect(screen.queryByText(/Demo entries/)).not.toBeInTheDocument();
    expect(screen.queryByText('Demo entry', { exact: false })).not.toBeInTheDocument();
  });

  it('says so when the schemes cannot be loaded, and when none is listed', async () => {
    server.use(http.get(`${API}/schemes/`, () => HttpResponse.json({ detail: 'down' }, { status: 500 })));
    const { unmount } = renderRoute('/schemes');
    expect(await screen.findByText(/The list of schemes could not be loaded/)).toBeInTheDocument();
    unmount();
    server.use(http.get(`${API}/schemes/`, () => HttpResponse.json([])));
    renderRoute('/schemes');
    expect(await screen.findByText(/No schemes are listed at present/)).toBeInTheDocument();
  });

  it('answers the finder from the address, ticking the cards asked about', async () => {
    renderRoute('/schemes?card=echs&card=not-listed');
    const answers = await screen.findByRole('region', { name: 'What your cards mean here' });
    expect(within(answers).getByRole('link', { name: 'ECHS' })).toHaveAttribute('href', '#scheme-3');
    expect(answers).toHaveTextContent('Cashless: the hospital bills the scheme directly.');
    expect(answers).toHaveTextContent('A card not in this list is not accepted here');
    expect(screen.getByRole('checkbox', { name: 'ECHS' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'CGHS' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'A card that is not in this list' })).toBeChecked();
  });
});

describe('the ways to /schemes', () => {
  it('/packages and /estimate link to it', async () => {
    const { unmount } = renderRoute('/packages');
    expect(await screen.findByRole('link', { name: 'See which cards the hospital accepts' })).toHaveAttribute(
      'href',
      '/schemes',
    );
    unmount();
    renderRoute('/estimate');
    expect(await screen.findByRole('link', { name: 'See which cards the hospital accepts' })).toHaveAttribute(
      'href',
      '/schemes',
    );
  });
});

describe('the cards asked about', () => {
  it('are each key once, sorted, at most a dozen; a value that cannot be a key is a card not listed', () => {
    expect(chosenCards(['echs', ' CGHS ', 'echs', ''])).toEqual(['cghs', 'echs']);
    expect(chosenCards(['<b>', 'x'.repeat(41), 'a--b'])).toEqual([NOT_LISTED]);
    expect(chosenCards(Array.from({ length: 500 }, (_, index) => `card-${index}`))).toHaveLength(MOST_CARDS);
  });

  it("are sent, when not listed, to the desk most schemes name, else to the hospital's number", () => {
    expect(insuranceDeskPhone(siteContent.schemes, siteContent.siteSettings.landline)?.display).toBe('033 4012 3470');
    expect(insuranceDeskPhone([], siteContent.siteSettings.landline)).toEqual(siteContent.siteSettings.landline);
  });
});
