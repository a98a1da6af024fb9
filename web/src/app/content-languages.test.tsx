import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as siteContent from '@hospital/test-support/site/site-content-fixtures';
import { API } from '../test/handlers';
import { server } from '../test/server';
import { servedPage } from '../test/served-page';

/**
 * The CMS's content on Bengali and Hindi pages: OPD hours, prices and branch and department names
 * written in the page's language and digits, and the line that says when part of a section is
 * still English (the CMS's `partly_english`).
 */

const LATIN_DIGIT = /[0-9]/;
const BENGALI_DIGIT = /[০-৯]/;
const PARTLY_ENGLISH = {
  bn: 'এখানকার কিছু লেখা এখনও বাংলায় অনুবাদ হয়নি, তাই ইংরেজিতে দেখানো হয়েছে।',
  hi: 'यहाँ का कुछ हिस्सा अभी हिंदी में अनुवाद नहीं हुआ है, इसलिए अंग्रेज़ी में दिखाया गया है।',
};

const notes = (body: HTMLElement) => [...body.querySelectorAll('.partly-english')].map((note) => note.textContent);

describe('OPD hours on a Bengali or Hindi page', () => {
  it('say the part of the day in words, in Bengali digits, and name the branch in Bengali', async () => {
    const { body } = await servedPage('/bn/doctors');
    const sessions = [...body.querySelectorAll('.opd-hours__list li')].map((line) => line.textContent ?? '');
    expect(sessions).toContain('সোমবার, সকাল ৯:৩০ থেকে দুপুর ১২:৩০, সল্টলেক, কলকাতা');
    expect(sessions).toContain('বৃহস্পতিবার, বিকাল ৫:০০ থেকে রাত্রি ৮:০০, শিলিগুড়ি');
    for (const line of sessions) {
      expect(line).not.toMatch(/AM|PM|am|pm/);
      expect(line).not.toMatch(LATIN_DIGIT);
    }
  });

  it('say it in Hindi words, never am or pm, with the branch in Hindi', async () => {
    const { body } = await servedPage('/hi/doctors');
    const sessions = [...body.querySelectorAll('.opd-hours__list li')].map((line) => line.textContent ?? '');
    expect(sessions).toContain('सोमवार, सुबह 9:30 से दोपहर 12:30 तक, सॉल्ट लेक, कोलकाता');
    expect(sessions).toContain('गुरुवार, शाम 5:00 से रात 8:00 तक, सिलीगुड़ी');
    for (const line of sessions) expect(line).not.toMatch(/AM|PM|am|pm/);
  });

  it('stay as the hospital writes them in English', async () => {
    const { body } = await servedPage('/doctors');
    const sessions = [...body.querySelectorAll('.opd-hours__list li')].map((line) => line.textContent);
    expect(sessions).toContain('Monday, 9:30 am to 12:30 pm, Salt Lake, Kolkata');
  });
});

describe('the package rates on /bn/packages', () => {
  it('write prices and dates in Bengali digits only, under the department’s Bengali name', async () => {
    const { body } = await servedPage('/bn/packages');
    const rates = [...body.querySelectorAll('.package-rate__price')].map((price) => price.textContent ?? '');
    expect(rates[0]).toMatch(/^₹১,২৫,০০০ /);
    for (const price of rates) {
      expect(price).toMatch(BENGALI_DIGIT);
      expect(price).not.toMatch(LATIN_DIGIT);
    }
    expect(body.querySelector('.packages__changed')?.textContent).not.toMatch(LATIN_DIGIT);
    expect([...body.querySelectorAll('.package-group h2')].map((heading) => heading.textContent)).toContain(
      'নিউরোসার্জারি',
    );
  });

  it('link to the one rate file at the site’s root, in the page’s words', async () => {
    for (const [path, words] of [
      ['/bn/packages', 'এই রেটগুলি মেশিনে পড়ার উপযোগী ফাইল হিসেবে ডাউনলোড করুন'],
      ['/hi/packages', 'ये रेट मशीन से पढ़ी जा सकने वाली फ़ाइल के रूप में डाउनलोड करें'],
      ['/packages', 'Download these rates as a machine-readable file'],
    ]) {
      const link = (await servedPage(path)).body.querySelector('.packages__file a');
      expect(link?.textContent, path).toBe(words);
      expect(link?.getAttribute('href'), path).toBe('/rates.json');
    }
  });

  it('keep the English page in rupees as India writes them, under the English department', async () => {
    const { body } = await servedPage('/packages');
    expect(body.querySelector('.package-rate__price')?.textContent).toMatch(/^₹1,25,000 /);
    expect(body.querySelector('.package-group h2')?.textContent).toBe('Neurosurgery');
  });
});

describe('the line saying part of a section is still English', () => {
  it('shows under the facilities, in the page’s language, when one of them fell back to English', async () => {
    server.use(
      http.get(`${API}/facilities/`, () =>
        HttpResponse.json(
          siteContent.facilities.map((facility, index) => ({ ...facility, partly_english: index === 3 })),
        ),
      ),
    );
    expect(notes((await servedPage('/bn/')).body)).toEqual([PARTLY_ENGLISH.bn]);
    expect(notes((await servedPage('/hi/')).body)).toEqual([PARTLY_ENGLISH.hi]);
  });

  it('does not show when every record is translated, nor on an English page, nor when the CMS does not say', async () => {
    server.use(
      http.get(`${API}/facilities/`, ({ request }) =>
        HttpResponse.json(
          siteContent.facilities.map((facility) =>
            new URL(request.url).searchParams.has('locale') ? { ...facility, partly_english: false } : facility,
          ),
        ),
      ),
    );
    expect(notes((await servedPage('/bn/')).body)).toEqual([]);
    expect(notes((await servedPage('/')).body)).toEqual([]);
    server.use(
      http.get(`${API}/facilities/`, () =>
        HttpResponse.json(siteContent.facilities.map((facility) => ({ ...facility, partly_english: true }))),
      ),
    );
    expect(notes((await servedPage('/')).body)).toEqual([]);
  });

  it('shows under the reviews, the package rates and the accessibility statement', async () => {
    server.use(
      http.get(`${API}/reviews/`, () =>
        HttpResponse.json(siteContent.reviews.map((review) => ({ ...review, partly_english: true }))),
      ),
      http.get(`${API}/packages/`, () =>
        HttpResponse.json(siteContent.packageRates.map((rate, index) => ({ ...rate, partly_english: index === 0 }))),
      ),
      http.get(`${API}/accessibility-statement/`, () =>
        HttpResponse.json({ ...siteContent.accessibilityStatement, partly_english: true }),
      ),
    );
    expect(notes((await servedPage('/bn/')).body)).toEqual([PARTLY_ENGLISH.bn]);
    expect(notes((await servedPage('/hi/packages')).body)).toEqual([PARTLY_ENGLISH.hi]);
    expect(notes((await servedPage('/bn/accessibility')).body)).toEqual([PARTLY_ENGLISH.bn]);
  });

  it('shows under the services and on a service of its own when it fell back to English, not when translated', async () => {
    const services = (await (await fetch(`${API}/public/api/newservices.php`)).json()) as Array<{ id: number }>;
    const marked = (partly: boolean) =>
      http.get(`${API}/public/api/newservices.php`, () =>
        HttpResponse.json(services.map((service) => ({ ...service, partly_english: partly }))),
      );
    server.use(marked(true));
    expect(notes((await servedPage('/bn/services')).body)).toEqual([PARTLY_ENGLISH.bn]);
    expect(notes((await servedPage(`/hi/services/${services[0].id}`)).body)).toEqual([PARTLY_ENGLISH.hi]);
    server.use(marked(false));
    expect(notes((await servedPage(`/hi/services/${services[0].id}`)).body)).toEqual([]);
  });
});
