import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey } from '../entry-server';
import { servedPage } from '../test/served-page';
import { LanguageSwitcher } from '../site/features/site-header/language-switcher';
import { api } from '../lib/api';
import { createI18n, LanguageProvider, loadMessages } from '../lib/i18n';

/** What the page server does for a page: each key the page asks for, fetched (here from the msw fake CMS). */
const asked: ApiKey[] = [];
const loadApi = async (key: ApiKey) => {
  asked.push(key);
  const [path, query] = key;
  return api.get(path, { query });
};

function served(path: string) {
  asked.length = 0;
  return servedPage(path, loadApi);
}

describe('the language switcher', () => {
  it('links the same page, with its query, in each language, named in its own words and script', async () => {
    const i18n = createI18n('bn', await loadMessages('bn'));
    const router = createMemoryRouter([{ path: '*', element: <LanguageSwitcher /> }], {
      basename: '/bn',
      initialEntries: ['/bn/doctors?q=sen&specialty=neurology'],
    });
    render(
      <LanguageProvider i18n={i18n}>
        <RouterProvider router={router} />
      </LanguageProvider>,
    );
    const languages = screen.getByRole('navigation', { name: 'ভাষা' });
    const link = (name: string) => within(languages).getByRole('link', { name });
    expect(link('English')).toHaveAttribute('href', '/doctors?q=sen&specialty=neurology');
    expect(link('বাংলা')).toHaveAttribute('href', '/bn/doctors?q=sen&specialty=neurology');
    expect(link('हिन्दी')).toHaveAttribute('href', '/hi/doctors?q=sen&specialty=neurology');
    expect(link('বাংলা')).toHaveAttribute('aria-current', 'true');
    expect(link('English')).not.toHaveAttribute('aria-current');
    expect(link('हिन्दी')).toHaveAttribute('lang', 'hi');
    expect(link('हिन्दी')).toHaveAttribute('hreflang', 'hi');
  });
});

describe('pages served in Bengali and Hindi', () => {
  // React's server renderer warns under jsdom (layout effects, two renderers); not this test's subject.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('serves /bn/emergency in Bengali, asking the CMS in Bengali, with ASCII tel: links', async () => {
    const { page, body } = await served('/bn/emergency');
    expect(page.language).toBe('bn');
    expect(page.status).toBe(200);
    expect(body.querySelector('h1')?.textContent).toBe('স্ট্রোক ও স্নায়ুর জরুরি অবস্থা');
    expect(body.textContent).toContain('সময়ই মস্তিষ্ক');
    expect(page.head?.title).toContain('স্ট্রোক ও স্নায়ুর জরুরি অবস্থা');
    const telLinks = [...body.querySelectorAll('a[href^="tel:"]')].map((a) => a.getAttribute('href') ?? '');
    expect(telLinks).toContain('tel:108');
    expect(telLinks.length).toBeGreaterThan(1);
    for (const href of telLinks) expect(href).toMatch(/^tel:\+?[0-9]+$/);
    // Every public read carried the page's language; an English page's never does (below).
    expect(asked.length).toBeGreaterThan(0);
    for (const [, query] of asked) expect(query?.locale).toBe('bn');
    // Links inside the page keep its language.
    expect(body.querySelector('a.top-bar__emergency')?.getAttribute('href')).toBe('/bn/emergency');
  });

  it('serves /hi/contact in Hindi, its form posting to /hi/contact without JavaScript', async () => {
    const { page, body } = await served('/hi/contact');
    expect(page.language).toBe('hi');
    expect(body.querySelector('h1')?.textContent).toBe('संपर्क करें');
    expect(body.querySelector('label[for="contact-name"]')?.textContent).toBe('पूरा नाम');
    expect(body.querySelector('form.contact-form')?.getAttribute('action')).toBe('/hi/contact');
    expect(page.siteDescription).toContain('न्यूरो');
  });

  it('keeps English pages as they were: the spec’s words, no locale asked, forms posting where they did', async () => {
    const { page, body } = await served('/contact');
    expect(page.language).toBe('en');
    expect(body.querySelector('h2#contact-form-title')?.textContent).toBe('Patient Contact Form');
    expect(body.querySelector('form.contact-form')?.getAttribute('action')).toBe('/contact');
    for (const [, query] of asked) expect(query === undefined || !('locale' in query)).toBe(true);
  });

  it('answers hostile language addresses with the not-found page, never the admin screens', async () => {
    for (const path of ['/BN/', '/xx/', '/bn/bn/', '/bn/admin', '/hi/admin/login']) {
      const { page, body } = await served(path);
      expect(page.status, path).toBe(404);
      expect(body.querySelector('.not-found'), path).not.toBeNull();
    }
    const { body } = await served('/bn/no-such-page');
    expect(body.querySelector('h1')?.textContent).toBe('পেজটি পাওয়া যায়নি');
  });
});
