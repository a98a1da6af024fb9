import type { Locator, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/**
 * The visitor on a phone (issue 38): the banner's picture fills the banner, the fixed header leaves
 * the screen to the page, and the chat button never sits over the page's words or fields. Each
 * test sets the widths it is about, so these run once, in the desktop project.
 */

/** The specification: "A full-width banner 550px high with a 40% black overlay over a background image." */
const BANNER_PX = 550;
/** Issue 38: the fixed header at most 96 px high on a 360 px phone (it was 150 px, 23% of a 360 x 640 screen). */
const PHONE = { width: 360, height: 640 };
const HEADER_MAX_PX = 96;

const HOMES = ['/', '/bn/', '/hi/'];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The element's box, once it is shown. */
async function shownBox(element: Locator, message: string): Promise<Box> {
  await expect(element, message).toBeVisible();
  const box = await element.boundingBox();
  expect(box, message).not.toBeNull();
  return box!;
}

function boxOf(page: Page, selector: string): Promise<Box> {
  return shownBox(page.locator(selector).first(), `${selector} is on the page`);
}

test.describe('visitor: on a phone', () => {
  for (const width of [375, 1280])
    for (const home of HOMES)
      test(`the banner's picture fills the 550 px banner on ${home} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(home);
        const hero = await boxOf(page, '#hero');
        const picture = await boxOf(page, '#hero img');
        expect(Math.round(hero.height)).toBe(BANNER_PX);
        expect(Math.round(hero.width), 'full width').toBe(width);
        // The picture's box is the banner's, to the pixel, not a strip at its top.
        expect([picture.x, picture.y, picture.width, picture.height].map(Math.round)).toEqual(
          [hero.x, hero.y, hero.width, hero.height].map(Math.round),
        );
      });

  for (const path of ['/', '/bn/', '/hi/emergency', '/contact'])
    test(`the fixed header is at most 96 px high at 360 px, and keeps the address, the number, the emergency link and the languages on ${path}`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      const header = page.locator('header.site-header');
      const { height } = await boxOf(page, 'header.site-header');
      expect(height, `the header is ${height} px high`).toBeLessThanOrEqual(HEADER_MAX_PX);
      // Each of these is wholly inside the header and the screen, large enough to read or tap.
      const parts = [
        header.locator('.top-bar__address'),
        header.locator('.top-bar__chat'),
        header.locator('.top-bar__emergency'),
        ...['en', 'bn', 'hi'].map((lang) => header.locator(`.language-switcher a[hreflang="${lang}"]`)),
        header.locator('.main-nav__toggle').first(),
        header.locator('.chat-button'),
      ];
      for (const part of parts) {
        const box = await shownBox(part, `${part.toString()} is shown`);
        expect(box.x, `${part.toString()} is within the screen's width`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${part.toString()} is within the screen's width`).toBeLessThanOrEqual(
          PHONE.width + 0.5,
        );
        expect(box.y, `${part.toString()} is within the header`).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, `${part.toString()} is within the header`).toBeLessThanOrEqual(height + 0.5);
        expect(box.height, `${part.toString()} is ${box.height} px high`).toBeGreaterThanOrEqual(16);
      }
      // The page starts below the header, not under it.
      // (Its first heading drawn: the home page's h1 is for screen readers only.)
      const headingTop = await page.evaluate(() => {
        const drawn = Array.from(document.querySelectorAll('main h1, main h2')).find(
          (heading) => heading.getBoundingClientRect().height > 1,
        );
        return drawn?.getBoundingClientRect().top ?? -1;
      });
      expect(
        headingTop,
        `the page's first heading starts at ${headingTop} px, under the header's ${height} px`,
      ).toBeGreaterThanOrEqual(height - 0.5);
      // Scrolled, it stays within its 96 px.
      await page.evaluate(() => window.scrollTo({ top: 800, behavior: 'instant' }));
      expect((await boxOf(page, 'header.site-header')).height).toBeLessThanOrEqual(HEADER_MAX_PX);
    });

  // On a phone the button is in the header; from 1024 px it floats in the corner, which the page's
  // text keeps clear of until the content leaves room beside it (about 1360 px).
  const WIDTHS = [
    ...['/emergency', '/bn/emergency', '/contact', '/feedback', '/appointment', '/'].map((path) => ({
      path,
      ...PHONE,
    })),
    ...['/emergency', '/contact', '/'].flatMap((path) => [1024, 1280].map((width) => ({ path, width, height: 800 }))),
  ];
  for (const { path, width, height } of WIDTHS)
    test(`the chat button covers no words and no form field on ${path} at ${width} px, wherever the page is scrolled`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto(path);
      await page.locator('.chat-button').waitFor();
      // At every screenful, the words and controls in view (below the fixed header) against the button's box.
      const covered = await page.evaluate(async () => {
        const found: string[] = [];
        const header = document.querySelector('header.site-header')!.getBoundingClientRect();
        const overlaps = (a: DOMRect, b: DOMRect) =>
          a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
        const last = document.documentElement.scrollHeight;
        for (let top = 0; top < last; top += window.innerHeight / 2) {
          window.scrollTo({ top, behavior: 'instant' });
          await new Promise(requestAnimationFrame);
          const button = document.querySelector('.chat-button')!.getBoundingClientRect();
          const inView = (rect: DOMRect) => rect.width > 1 && rect.height > 1 && rect.top >= header.bottom - 0.5;
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            // Words only a screen reader reads (clipped to nothing) are not covered.
            if (!node.textContent?.trim() || !parent || parent.closest('.chat-button, header.site-header, .sr-only'))
              continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of Array.from(range.getClientRects()))
              if (inView(rect) && overlaps(rect, button))
                found.push(`"${node.textContent.trim().slice(0, 40)}" at ${top}`);
          }
          for (const control of Array.from(document.querySelectorAll('input, select, textarea, button, a[href]'))) {
            if (control.closest('.chat-button, header.site-header')) continue;
            const rect = control.getBoundingClientRect();
            if (inView(rect) && overlaps(rect, button)) found.push(`<${control.tagName.toLowerCase()}> at ${top}`);
          }
        }
        return [...new Set(found)];
      });
      expect(covered, `the chat button covers: ${covered.join('; ')}`).toEqual([]);
    });
});

test('the feedback choices are targets a thumb finds at 360 px: each box at least 44 px, the round button at least 20 px', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/feedback');
  const choices = page.locator('form input[type="radio"][name="kind"]');
  await expect(choices).toHaveCount(3);
  for (const radio of await choices.all()) {
    const button = await shownBox(radio, 'the round button is shown');
    const target = await shownBox(radio.locator('xpath=ancestor::label'), 'its choice is shown');
    const buttonSize = `the round button is ${button.width} x ${button.height} px`;
    expect(button.width, buttonSize).toBeGreaterThanOrEqual(20);
    expect(button.height, buttonSize).toBeGreaterThanOrEqual(20);
    const targetSize = `the choice is ${target.width} x ${target.height} px`;
    expect(target.width, targetSize).toBeGreaterThanOrEqual(44);
    expect(target.height, targetSize).toBeGreaterThanOrEqual(44);
    // The whole box checks it.
    await page.mouse.click(target.x + target.width - 4, target.y + 4);
    await expect(radio).toBeChecked();
  }
});

test("the home page's doctors are one row a visitor swipes at 360 px, every one of them still there", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const section = page.locator('#doctors');
  const cards = section.locator('.doctor-card');
  await expect.poll(() => cards.count(), { message: 'the seed has doctors' }).toBeGreaterThanOrEqual(2);
  const first = await shownBox(cards.first(), 'the first card is shown');
  const { height } = await boxOf(page, '#doctors .doctor-grid');
  // One card high (it was a column of every card, 3,000 px of a 12,000 px page).
  expect(height, `the doctors take ${height} px for cards ${first.height} px high`).toBeLessThan(first.height * 1.5);
  // Each card can be brought into view, and its profile opened.
  const last = cards.last();
  await last.scrollIntoViewIfNeeded();
  const box = await shownBox(last, 'the last card comes into view');
  expect(box.x, 'the last card comes into view').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'the last card comes into view').toBeLessThanOrEqual(PHONE.width + 0.5);
  await last.getByRole('button').click();
  await page.getByRole('dialog').waitFor();
});

test.describe("visitor: the home page's row of doctors on a phone", () => {
  for (const home of HOMES)
    test(`every doctor in the row on ${home} is reachable by keyboard, the row scrolling to show each`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 667 });
      await page.goto(home);
      const row = page.locator('.doctor-grid--strip');
      // Once the app has started "View Profile" has a button's role (DialogLink): counted before
      // that and checked after, the row lost six links (CI, 2026-11-29). Checked as it stays.
      await row.getByRole('button').first().waitFor();
      const links = row.getByRole('link');
      const count = await links.count();
      expect(count, 'the row has doctors to swipe through').toBeGreaterThan(1);
      // Seen from the top of the page, as axe-core saw it in CI: a row whose links are all skipped
      // (content-visibility) is "a scrolling region without keyboard access".
      const results = await new AxeBuilder({ page })
        .setLegacyMode()
        .withRules(['scrollable-region-focusable'])
        .analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      await expect
        .poll(
          () =>
            links.evaluateAll(
              (found) => found.filter((link) => link.checkVisibility({ contentVisibilityAuto: true })).length,
            ),
          { message: 'every link in the row is laid out, not skipped' },
        )
        .toBe(count);
      // Tabbing to the last doctor's link scrolls the row until it is on screen.
      await links.last().focus();
      const box = await shownBox(links.last(), 'the focused link is within the screen');
      expect(box.x, 'the focused link is within the screen').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, 'the focused link is within the screen').toBeLessThanOrEqual(375 + 0.5);
    });
});
