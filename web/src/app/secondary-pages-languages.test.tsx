import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, LanguageProvider, loadMessages, type Language } from '../lib/i18n';
import { API } from '../test/handlers';
import { withSwr } from '../test/render';
import { server } from '../test/server';
import { servedPage } from '../test/served-page';
import { PackagesPage } from '../site/features/packages/packages-page';
import { AccessibilityStatementView } from '../site/features/accessibility/accessibility-statement';

async function inLanguage(language: Language, ui: React.ReactElement) {
  const i18n = createI18n(language, await loadMessages(language));
  return render(withSwr(<LanguageProvider i18n={i18n}>{<MemoryRouter>{ui}</MemoryRouter>}</LanguageProvider>));
}

/** Each page's title (its h1 and the document title) and a heading or text under it, per language. */
const PAGES: Record<
  string,
  Record<Language, { title: string; description?: string; selector: string; text: string }>
> = {
  '/about': {
    en: {
      title: 'About',
      description:
        'About the hospital: specialist care for the brain, spine and nerves, with emergency care around the clock.',
      selector: '#why-choose-us-title',
      text: 'Why Choose Us',
    },
    bn: {
      title: 'আমাদের কথা',
      description: 'হাসপাতালের কথা: মস্তিষ্ক, মেরুদণ্ড ও স্নায়ুর বিশেষজ্ঞ চিকিৎসা, সঙ্গে দিনরাত জরুরি চিকিৎসা।',
      selector: '#why-choose-us-title',
      text: 'কেন আমাদের বেছে নেবেন',
    },
    hi: {
      title: 'हमारे बारे में',
      description: 'अस्पताल के बारे में: दिमाग़, रीढ़ और नसों का विशेषज्ञ इलाज, और चौबीसों घंटे इमरजेंसी इलाज।',
      selector: '#why-choose-us-title',
      text: 'हमें क्यों चुनें',
    },
  },
  '/packages': {
    en: { title: 'Package rates', selector: '#packages-rule-title', text: 'Rates and estimates' },
    bn: { title: 'প্যাকেজের রেট', selector: '#packages-rule-title', text: 'রেট ও খরচের আনুমানিক হিসাব' },
    hi: { title: 'पैकेज के रेट', selector: '#packages-rule-title', text: 'रेट और खर्च का अनुमान' },
  },
  '/news-and-events': {
    en: {
      title: 'News and events',
      description: "The hospital's latest news, camps, talks and events.",
      selector: '#latest-news-title',
      text: 'Latest News',
    },
    bn: { title: 'খবর ও অনুষ্ঠান', selector: '#latest-news-title', text: 'নতুন খবর' },
    hi: { title: 'समाचार और कार्यक्रम', selector: '#latest-news-title', text: 'ताज़ा समाचार' },
  },
  '/services': {
    en: {
      title: 'Services',
      selector: '.page__header p',
      text: 'Treatments and programmes offered by our neurosciences teams.',
    },
    bn: { title: 'পরিষেবা', selector: '.page__header p', text: 'আমাদের নিউরোসায়েন্স টিমের দেওয়া চিকিৎসা ও প্রোগ্রাম।' },
    hi: { title: 'सेवाएँ', selector: '.page__header p', text: 'हमारी न्यूरोसाइंस टीमों के इलाज और प्रोग्राम।' },
  },
  '/departments': {
    en: { title: 'Facilities & Services', selector: '.tabs__list', text: '' },
    bn: { title: 'সুবিধা ও পরিষেবা', selector: '.tabs__list', text: '' },
    hi: { title: 'सुविधाएँ और सेवाएँ', selector: '.tabs__list', text: '' },
  },
  '/message': {
    en: {
      title: "Director's Desk",
      description: "A message from the hospital's directors.",
      selector: '#board-title',
      text: 'Message from the Board of Directors',
    },
    bn: { title: 'ডিরেক্টরের কলম', selector: '#board-title', text: 'পরিচালন পর্ষদের (বোর্ড অফ ডিরেক্টরস) বার্তা' },
    hi: { title: 'निदेशक की कलम से', selector: '#board-title', text: 'निदेशक मंडल (बोर्ड ऑफ़ डायरेक्टर्स) का संदेश' },
  },
  '/research': {
    en: { title: 'Research', selector: '#research-biography', text: 'Biography' },
    bn: { title: 'গবেষণা', selector: '#research-biography', text: 'পরিচিতি' },
    hi: { title: 'रिसर्च', selector: '#research-biography', text: 'परिचय' },
  },
  '/accessibility': {
    en: { title: 'Accessibility statement', selector: '#statement-standard', text: 'The standard we meet' },
    bn: { title: 'অ্যাক্সেসিবিলিটি বিবৃতি', selector: '#statement-standard', text: 'আমরা যে মান মেনে চলি' },
    hi: { title: 'सुगम्यता कथन', selector: '#statement-standard', text: 'हम कौन-सा मानक पूरा करते हैं' },
  },
};

describe('the secondary pages, served in each language', () => {
  // React's server renderer warns under jsdom (layout effects, two renderers); not this test's subject.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  describe.each(Object.entries(PAGES))('%s', (path, languages) => {
    it.each(['en', 'bn', 'hi'] as const)('has its title and headings in %s', async (language) => {
      const expected = languages[language];
      const { page, text } = await servedPage(language === 'en' ? path : `/${language}${path}`);
      expect(page.language).toBe(language);
      expect(text('h1')).toBe(expected.title);
      expect(page.head?.title).toContain(expected.title);
      if (expected.description) expect(page.head?.description).toBe(expected.description);
      if (expected.text) expect(text(expected.selector)).toBe(expected.text);
    });
  });

  it('names the facilities tab list in the language, and keeps its panels’ addresses in every language', async () => {
    const english = await servedPage('/departments');
    const bengali = await servedPage('/bn/departments');
    const hindi = await servedPage('/hi/departments');
    expect(english.body.querySelector('.tabs__list')?.getAttribute('aria-label')).toBe('Facilities');
    expect(bengali.body.querySelector('.tabs__list')?.getAttribute('aria-label')).toBe('সুবিধাসমূহ');
    expect(hindi.body.querySelector('.tabs__list')?.getAttribute('aria-label')).toBe('सुविधाएँ');
    const ids = (body: HTMLElement) => [...body.querySelectorAll('.tabs__tab')].map((tab) => tab.getAttribute('href'));
    expect(ids(english.body)[0]).toMatch(/^#facilities-\d+$/);
    expect(ids(bengali.body)).toEqual(ids(english.body));
    expect(ids(hindi.body)).toEqual(ids(english.body));
    expect(bengali.text('.section__lead')).toBe('কোনো চিকিৎসা খুঁজছেন? আমাদের সব পরিষেবা দেখুন।');
    expect(english.text('.section__lead')).toBe('Looking for a treatment? See all our services.');
  });

  it('says an unknown department is loading, in the language', async () => {
    expect((await servedPage('/department/999')).text('[role="status"]')).toBe('Loading department details...');
    expect((await servedPage('/bn/department/999')).text('[role="status"]')).toBe('বিভাগের বিবরণ লোড হচ্ছে...');
    expect((await servedPage('/hi/department/999')).text('[role="status"]')).toBe('विभाग की जानकारी लोड हो रही है...');
  });

  it('writes the package rates’ words and dates in the language', async () => {
    const { body } = await servedPage('/bn/packages');
    const headings = [...body.querySelectorAll('.package-rate h4')].map((heading) => heading.textContent);
    expect(headings).toContain('যা ধরা আছে');
    expect(body.querySelector('.package-rate__ask a')?.textContent).toBe('খরচের আনুমানিক হিসাব চান');
    // The date as bn-IN writes it: Bengali month and digits.
    expect(body.querySelector('.packages__changed')?.textContent).toMatch(/^রেট শেষবার বদলানো হয়েছে [০-৯]+ নভেম্বর/);
    const english = await servedPage('/packages');
    expect(english.body.querySelector('.packages__changed')?.textContent).toBe(
      'Rates last changed on 24 November 2026. Prices are in Indian rupees and include the taxes that apply.',
    );
  });
});

describe('the secondary pages’ states in each language', () => {
  // A failed read is logged (its failure label); not this test's subject.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('says in Hindi and Bengali that the package rates could not be loaded', async () => {
    server.use(http.get(`${API}/packages/`, () => HttpResponse.json({ detail: 'down' }, { status: 500 })));
    const { unmount } = await inLanguage('hi', <PackagesPage />);
    expect(
      await screen.findByText('पैकेज के रेट लोड नहीं हो सके। कृपया अस्पताल को फ़ोन करें।', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    unmount();
    await inLanguage('bn', <PackagesPage />);
    expect(
      await screen.findByText('প্যাকেজের রেট লোড করা গেল না। দয়া করে হাসপাতালে ফোন করুন।', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('says in Bengali that the accessibility statement could not be loaded', async () => {
    server.use(
      http.get(`${API}/accessibility-statement/`, () => HttpResponse.json({ detail: 'down' }, { status: 500 })),
    );
    await inLanguage('bn', <AccessibilityStatementView />);
    expect(
      await screen.findByText('অ্যাক্সেসিবিলিটি বিবৃতিটি লোড করা গেল না।', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
