import { getByRole, queryByRole } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../test/handlers';
import { servedPage } from '../../../test/served-page';
import { server } from '../../../test/server';
import { siteSettings } from '@hospital/test-support/site/site-content-fixtures';

/** The notice as the CMS answers it in each language (the English entry's, with the language's words). */
const NOTICE = {
  en: 'Our staff never ask for an OTP. We take payment only at the billing counter.',
  bn: 'আমাদের কর্মীরা কখনও ওটিপি চান না। আমরা শুধু বিলিং কাউন্টারে টাকা নিই।',
  hi: 'हमारे कर्मचारी कभी भी ओटीपी नहीं माँगते। हम केवल बिलिंग काउंटर पर भुगतान लेते हैं।',
} as const;
const TITLE = { en: 'How we ask for payment', bn: 'আমরা কীভাবে টাকা চাই', hi: 'हम भुगतान कैसे माँगते हैं' } as const;

function serveNotices(notices: Partial<Record<string, string | null>>) {
  server.use(
    http.get(`${API}/site-settings/`, ({ request }) => {
      const locale = new URL(request.url).searchParams.get('locale') ?? 'en';
      return HttpResponse.json({ ...siteSettings, payment_notice: notices[locale] ?? null });
    }),
  );
}

/** The served page in the document, where a heading can name its section (aria-labelledby). */
async function attached(path: string): Promise<HTMLElement> {
  const { body } = await servedPage(path);
  document.body.replaceChildren(body);
  return body;
}

const prefix = (language: string) => (language === 'en' ? '' : `/${language}`);

describe('the payment-fraud notice', () => {
  // As served (the page works without JavaScript), in each language, under its own heading.
  it.each(
    (['en', 'bn', 'hi'] as const).flatMap((language) =>
      ['/packages', '/estimate'].map((page) => [language, page] as const),
    ),
  )('is on %s %s, in that language', async (language, page) => {
    serveNotices(NOTICE);
    const body = await attached(`${prefix(language)}${page}`);
    const notice = getByRole(body, 'complementary', { name: TITLE[language] });
    expect(notice).toHaveTextContent(NOTICE[language]);
    // Not the other languages' words.
    for (const other of Object.values(NOTICE).filter((text) => text !== NOTICE[language]))
      expect(notice).not.toHaveTextContent(other);
  });

  it('is left out when the editors have written none', async () => {
    serveNotices({});
    const body = await attached('/packages');
    expect(getByRole(body, 'region', { name: 'Rates and estimates' })).toBeInTheDocument();
    expect(queryByRole(body, 'complementary', { name: TITLE.en })).not.toBeInTheDocument();
  });
});
