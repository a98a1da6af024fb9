/**
 * /schemes as the site's server sends it, before any JavaScript runs: the card finder is a plain
 * GET form, so the page asked with `?card=...` already holds the answer, in English, Bengali and
 * Hindi; a card not in the list is told so with the help desk's number; and a hostile query (500
 * repeats, junk, a 10,000-character value) is one small cache key and a page that still answers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey } from '../src/entry-server';
import * as siteContent from '@hospital/test-support/site/site-content-fixtures';
import { documentsOn } from './page-documents';
import { pageKey } from './page-key';

const TEMPLATE = `<html lang="en-IN"><head><!--page-head--><title>Site</title><!--/page-head--></head>
<body><div id="root"><!--page-body--></div></body></html>`;
const ORIGIN = 'https://hospital.example';
const DOCUMENTS = documentsOn(TEMPLATE);
const DESK = '033 4012 3470';

const answers: Record<string, unknown> = {
  '/site-settings/': siteContent.siteSettings,
  '/schemes/': siteContent.schemes,
};

/** The page a visitor gets at `address`: rendered, as the page server does, from its cache key alone. */
async function served(address: string): Promise<Document> {
  const page = await DOCUMENTS.render(new URL(pageKey(new URL(address, ORIGIN)), ORIGIN), ([path]: ApiKey) =>
    Promise.resolve(answers[path]),
  );
  if (page.kind !== 'page') throw new Error(`${address} redirected`);
  return new DOMParser().parseFromString(page.document, 'text/html');
}

const finderAnswers = (page: Document) =>
  [...page.querySelectorAll('#card-answers li')].map((item) =>
    [...item.querySelectorAll('p')].map((paragraph) => paragraph.textContent?.replace(/\s+/g, ' ').trim()).join(' '),
  );
const ticked = (page: Document) =>
  [...page.querySelectorAll<HTMLInputElement>('input[name="card"]')]
    .filter((box) => box.checked)
    .map((box) => box.value);

describe('/schemes, served without JavaScript', () => {
  beforeEach(() => {
    // jsdom's window makes React warn about layout effects it would not see in the real server.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists every scheme, with the finder as a plain GET form and no answer until a card is ticked', async () => {
    const page = await served('/schemes');
    const form = page.querySelector('main form[method="get"]')!;
    expect(form.getAttribute('action')).toBe('/schemes#card-answers');
    expect([...form.querySelectorAll('input[name="card"]')].map((box) => box.getAttribute('value'))).toEqual([
      ...siteContent.schemes.map((scheme) => scheme.card_key),
      'not-listed',
    ]);
    expect(page.querySelector('#card-answers')).toBeNull();
    for (const scheme of siteContent.schemes)
      expect(page.getElementById(`scheme-${scheme.id}`)?.textContent).toBe(scheme.name);
    expect(page.querySelector('[role="note"]')?.textContent).toContain('Demo entries');
  });

  it('answers each card ticked: accepted here, cashless or reimbursement, what to bring, whom to call', async () => {
    const page = await served('/schemes?card=cghs&card=star-health-medi-assist');
    expect(ticked(page)).toEqual(['cghs', 'star-health-medi-assist']);
    expect(finderAnswers(page)).toEqual([
      `CGHS: accepted here. Cashless or reimbursement, as your card or policy allows. As of 1 November 2026 · Demo entry Bring: The CGHS card; The CGHS referral letter. Questions? Call the help desk on ${DESK}.`,
      `Star Health (through Medi Assist TPA): accepted here. Reimbursement: you pay the hospital and claim the money back from the scheme. As of 1 November 2026 · Demo entry Bring: The TPA health card. Questions? Call the help desk on ${DESK}.`,
    ]);
    expect(page.querySelector('#card-answers a[href="tel:+913340123470"]')).not.toBeNull();
  });

  it('answers in Bengali at /bn/schemes, its form sending to the Bengali page', async () => {
    const page = await served('/bn/schemes?card=echs');
    expect(page.documentElement.lang).toBe('bn');
    expect(page.querySelector('main form[method="get"]')!.getAttribute('action')).toBe('/bn/schemes#card-answers');
    expect(page.querySelector('#card-finder-title')?.textContent).toBe('আমার কোন কার্ড এখানে চলবে?');
    expect(finderAnswers(page)).toEqual([
      `ECHS: এখানে চলে। ক্যাশলেস: হাসপাতাল সরাসরি প্রকল্পের কাছে বিল পাঠায়। ১৫ অক্টোবর, ২০২৬ পর্যন্ত যাচাই করা · নমুনা আনবেন: The ECHS card; The polyclinic’s referral form। কোনো প্রশ্ন থাকলে হেল্প ডেস্কে ${DESK} নম্বরে ফোন করুন।`,
    ]);
  });

  it('answers in Hindi at /hi/schemes, a card not in the list with the help desk’s number', async () => {
    const page = await served('/hi/schemes?card=not-listed');
    expect(page.documentElement.lang).toBe('hi');
    expect(page.querySelector('#card-finder-title')?.textContent).toBe('मेरे कौन-से कार्ड यहाँ चलेंगे?');
    const [answer] = finderAnswers(page);
    expect(answer).toContain('इस सूची में नहीं है');
    expect(answer).toContain(DESK);
    expect(ticked(page)).toEqual(['not-listed']);
  });

  it('says a card the list does not hold is not accepted here, and gives the number to call', async () => {
    const page = await served('/schemes?card=railways-umid&card=cghs');
    const texts = finderAnswers(page);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^CGHS: accepted here\./);
    expect(texts[1]).toBe(
      `A card not in this list is not accepted here as far as this page knows. Call the help desk on ${DESK} before you come: it can tell you whether your card is accepted, or what to pay.`,
    );
  });

  it('keys a hostile query small, and still answers the cards it can read', async () => {
    const repeats = Array.from({ length: 500 }, () => 'card=cghs').join('&');
    const hostile = `/schemes?${repeats}&card=${'x'.repeat(10000)}&card=%3Cscript%3Ealert(1)%3C%2Fscript%3E&card=&utm_source=x`;
    expect(pageKey(new URL(hostile, ORIGIN))).toBe('/schemes?card=cghs&card=not-listed');
    const page = await served(hostile);
    expect(finderAnswers(page)).toHaveLength(2);
    expect(page.documentElement.innerHTML).not.toContain('<script>alert(1)');
    // Spellings alike are one page; many different keys are read up to a dozen.
    expect(pageKey(new URL('/schemes?card=ECHS&card=cghs&card=echs', ORIGIN))).toBe('/schemes?card=cghs&card=echs');
    const many = Array.from({ length: 50 }, (_, index) => `card=scheme-${index}`).join('&');
    expect(new URL(pageKey(new URL(`/schemes?${many}`, ORIGIN)), ORIGIN).searchParams.getAll('card')).toHaveLength(12);
    // Another page does not read cards at all.
    expect(pageKey(new URL('/packages?card=cghs', ORIGIN))).toBe('/packages');
  });
});
