/**
 * The CMS's content on Bengali and Hindi pages, as a patient reads it: every facility, division
 * and neurosurgery tab, every review and package line, the directors' messages, the services, the
 * About page, the news, events, blogs, videos and review videos, and the accessibility statement
 * in the page's script; OPD hours without "AM"/"PM" (and without Latin digits in Bengali); prices in the
 * page's digits; and the line saying part of a section is still English, shown only when an entry
 * lacks its translation.
 */
import assert from 'node:assert/strict';
import { expect, type Page } from '@playwright/test';
import { apiDelete, asAdmin, createDoctor } from './cms-api';
import { test } from './fixtures';

const LANGUAGES = [
  { prefix: '/bn', script: /[\u0980-\u09FF]/, name: 'Bengali' },
  { prefix: '/hi', script: /[\u0900-\u097F]/, name: 'Hindi' },
] as const;
const LATIN_LETTERS = /[A-Za-z]{3,}/;
const PARTLY_ENGLISH = '.partly-english';

/** The text of every element a selector finds, shown or hidden (a tab's panel, a carousel's slide). */
const textsOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ''));

/** What is left of a text once its few English words that stay English (WCAG, axe) are taken out. */
const withoutKeptWords = (text: string) => text.replace(/\b(WCAG|AA|axe)\b/g, '');

for (const { prefix, script, name } of LANGUAGES) {
  test.describe(`${name} pages`, () => {
    test('show every facility, division and neurosurgery tab and every review in the script, with no English note', async ({
      page,
    }) => {
      await page.goto(`${prefix}/`);
      for (const [list, count] of [
        ['#departments', 10],
        ['#neurology', 9],
        ['#neurosurgery', 3],
      ] as const) {
        const tabs = page.locator(`${list} [role="tab"]`);
        // The tabs are the served sections enhanced once the app has started: waited for, as a
        // visitor's eye does (counted at once, a busy CI machine saw 0 of 10).
        await expect(tabs, `${list} has its tabs`).toHaveCount(count);
        for (let index = 0; index < count; index += 1) {
          await tabs.nth(index).click();
          const panel = (await page.locator(`${list} [role="tabpanel"]:visible`).textContent()) ?? '';
          assert.match(panel, script, `${list}: ${panel.slice(0, 40)}`);
          assert.doesNotMatch(panel, /[a-z]{4,} [a-z]{4,}/, `${list} tab ${index + 1} has English prose`);
        }
      }
      const dots = page.locator('.reviews__dots button');
      await expect(dots).toHaveCount(5);
      const count = await dots.count();
      for (let dot = 0; dot < count; dot += 1) {
        await dots.nth(dot).click();
        const review = await page.locator('.review').textContent();
        assert.match(review ?? '', script);
        assert.doesNotMatch(review ?? '', LATIN_LETTERS, `review ${dot + 1}`);
      }
      for (const section of ['#departments', '#neurology', '#neurosurgery', '#reviews'])
        assert.equal(await page.locator(`${section} ${PARTLY_ENGLISH}`).count(), 0, section);
    });

    test('show every package line and the accessibility statement in the script, prices in the page’s digits', async ({
      page,
    }) => {
      await page.goto(`${prefix}/packages`);
      const lines = await textsOf(page, '.package-rate h3, .package-rate li, .package-group h2');
      assert.ok(lines.length > 20);
      for (const line of lines) assert.match(line, script, line);
      const prices = await textsOf(page, '.package-rate__price');
      for (const price of prices) {
        if (prefix === '/bn') assert.doesNotMatch(price, /[0-9]/, price);
        else assert.match(price, /^₹[0-9,]+ /, price);
      }
      assert.equal(await page.locator(PARTLY_ENGLISH).count(), 0);

      await page.goto(`${prefix}/accessibility`);
      for (const part of await textsOf(page, '.statement section p, .statement section li'))
        assert.doesNotMatch(withoutKeptWords(part), /[A-Za-z]{4,} [A-Za-z]{4,}/, part);
      assert.equal(await page.locator(PARTLY_ENGLISH).count(), 0);
    });

    test('show the directors’ messages, the services and the About page in the script, with no English note', async ({
      page,
    }) => {
      const inScript = (texts: string[], where: string) => {
        assert.ok(texts.length > 0, `${where} has words`);
        for (const words of texts) {
          assert.match(words, script, `${where}: ${words.slice(0, 40)}`);
          assert.doesNotMatch(words, /[A-Za-z]{4,} [A-Za-z]{4,}/, `${where} has English: ${words.slice(0, 40)}`);
        }
      };

      await page.goto(`${prefix}/message`);
      const cards = page.locator('.director-card');
      await cards.first().waitFor();
      assert.equal(await cards.count(), 3);
      inScript(await textsOf(page, '.director-card__name, .director-card__role'), 'directors');
      for (let index = 0; index < 3; index += 1) {
        await cards.nth(index).click();
        // Each director's message is in the page (served for its fragment); the open one is the modal.
        const dialog = page.locator('dialog[open] .director-dialog');
        await dialog.waitFor();
        inScript([(await dialog.locator('h2, [role="heading"]').first().textContent()) ?? ''], 'message title');
        inScript(await textsOf(page, 'dialog[open] .director-dialog p'), `message ${index + 1}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
      assert.equal(await page.locator(PARTLY_ENGLISH).count(), 0, '/message');

      await page.goto(`${prefix}/services`);
      await page.locator('.service-card').first().waitFor();
      inScript(await textsOf(page, '.service-card__body'), 'services');
      const pages = await page
        .locator('.service-card__link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      assert.equal(pages.length, 4);
      for (const path of pages) {
        assert.ok(path.startsWith(`${prefix}/services/`), path);
        await page.goto(path);
        await page.locator('.topic-detail h1').waitFor();
        inScript(await textsOf(page, '.topic-detail h1, .topic-detail__text p'), path);
      }

      await page.goto(`${prefix}/about`);
      await page.locator('#about-page-title').waitFor();
      inScript(await textsOf(page, '.about-page h2, .about-page p'), 'about');
      assert.equal(await page.locator(PARTLY_ENGLISH).count(), 0, '/about');
    });

    test('show every news, event, blog, video and patient’s review video card in the script, with no English note', async ({
      page,
    }) => {
      for (const [path, cards] of [
        ['/news-and-events', 10],
        ['/blogs', 6],
        ['/videos', 6],
        ['/review-videos', 4],
      ] as const) {
        await page.goto(`${prefix}${path}`);
        await page
          .locator('.content-card')
          .nth(cards - 1)
          .waitFor({ state: 'attached' });
        const titles = await textsOf(page, '.content-card__title, .content-card__description');
        assert.ok(titles.length > 0, path);
        for (const words of titles) assert.match(words, script, `${path}: ${words.slice(0, 40)}`);
        assert.equal(await page.locator(PARTLY_ENGLISH).count(), 0, path);
      }
    });

    test('write OPD hours with the part of the day in words, never AM or PM', async ({ page }) => {
      await page.goto(`${prefix}/doctors`);
      const sessions = await textsOf(page, '.opd-hours__list li');
      assert.ok(sessions.length > 0);
      for (const session of sessions) {
        assert.doesNotMatch(session, /\b(AM|PM|am|pm)\b/, session);
        assert.doesNotMatch(session, /Salt Lake|Siliguri|Kolkata/, session);
        if (prefix === '/bn') assert.doesNotMatch(session, /[0-9]/, session);
      }
    });
  });
}

test('the line saying part of the doctors is still English shows while one lacks its translation, and not otherwise', async ({
  page,
}) => {
  await page.goto('/bn/doctors');
  assert.equal(await page.locator(PARTLY_ENGLISH).count(), 0, 'every demo doctor is translated');
  const added = await createDoctor({
    name: 'Dr. Kaberi Basu',
    designation: 'Consultant Neurologist',
    about: 'Sees patients with headache and epilepsy.',
    type: 'doctor',
  });
  try {
    await page.goto('/bn/doctors');
    await page.getByText('Dr. Kaberi Basu').first().waitFor();
    const notes = await textsOf(page, PARTLY_ENGLISH);
    assert.deepEqual(notes, ['এখানকার কিছু লেখা এখনও বাংলায় অনুবাদ হয়নি, তাই ইংরেজিতে দেখানো হয়েছে।']);
    await page.goto('/hi/doctors');
    assert.deepEqual(await textsOf(page, PARTLY_ENGLISH), [
      'यहाँ का कुछ हिस्सा अभी हिंदी में अनुवाद नहीं हुआ है, इसलिए अंग्रेज़ी में दिखाया गया है।',
    ]);
    await page.goto('/doctors');
    assert.equal(await page.locator(PARTLY_ENGLISH).count(), 0, 'never on an English page');
  } finally {
    await apiDelete(`/doctors/${added.id}/`, await asAdmin());
  }
});
