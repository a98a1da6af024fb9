import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { test } from './fixtures';

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

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  assert.ok(box, `${selector} is on the page`);
  return box;
}

test.describe('visitor: on a phone', () => {
  for (const width of [375, 1280])
    for (const home of HOMES)
      test(`the banner's picture fills the 550 px banner on ${home} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(home);
        const hero = await boxOf(page, '#hero');
        const picture = await boxOf(page, '#hero img');
        assert.equal(Math.round(hero.height), BANNER_PX);
        assert.equal(Math.round(hero.width), width, 'full width');
        // The picture's box is the banner's, to the pixel, not a strip at its top.
        assert.deepEqual(
          [picture.x, picture.y, picture.width, picture.height].map(Math.round),
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
      assert.ok(height <= HEADER_MAX_PX, `the header is ${height} px high`);
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
        const box = await part.boundingBox();
        assert.ok(box, `${part.toString()} is shown`);
        assert.ok(
          box.x >= 0 && box.x + box.width <= PHONE.width + 0.5,
          `${part.toString()} is within the screen's width`,
        );
        assert.ok(box.y >= 0 && box.y + box.height <= height + 0.5, `${part.toString()} is within the header`);
        assert.ok(box.height >= 16, `${part.toString()} is ${box.height} px high`);
      }
      // The page starts below the header, not under it.
      // (Its first heading drawn: the home page's h1 is for screen readers only.)
      const headingTop = await page.evaluate(() => {
        const drawn = Array.from(document.querySelectorAll('main h1, main h2')).find(
          (heading) => heading.getBoundingClientRect().height > 1,
        );
        return drawn?.getBoundingClientRect().top ?? -1;
      });
      assert.ok(
        headingTop >= height - 0.5,
        `the page's first heading starts at ${headingTop} px, under the header's ${height} px`,
      );
      // Scrolled, it stays within its 96 px.
      await page.evaluate(() => window.scrollTo({ top: 800, behavior: 'instant' }));
      assert.ok((await boxOf(page, 'header.site-header')).height <= HEADER_MAX_PX);
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
      assert.deepEqual(covered, [], `the chat button covers: ${covered.join('; ')}`);
    });
});

test('the feedback choices are targets a thumb finds at 360 px: each box at least 44 px, the round button at least 20 px', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/feedback');
  const choices = page.locator('form input[type="radio"][name="kind"]');
  assert.equal(await choices.count(), 3);
  for (const radio of await choices.all()) {
    const button = await radio.boundingBox();
    const target = await radio.locator('xpath=ancestor::label').boundingBox();
    assert.ok(button && target);
    assert.ok(button.width >= 20 && button.height >= 20, `the round button is ${button.width} x ${button.height} px`);
    assert.ok(target.width >= 44 && target.height >= 44, `the choice is ${target.width} x ${target.height} px`);
    // The whole box checks it.
    await page.mouse.click(target.x + target.width - 4, target.y + 4);
    assert.ok(await radio.isChecked());
  }
});

test("the home page's doctors are one row a visitor swipes at 360 px, every one of them still there", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const section = page.locator('#doctors');
  const cards = section.locator('.doctor-card');
  const count = await cards.count();
  assert.ok(count >= 2, 'the seed has doctors');
  const first = await cards.first().boundingBox();
  const { height } = await boxOf(page, '#doctors .doctor-grid');
  assert.ok(first);
  // One card high (it was a column of every card, 3,000 px of a 12,000 px page).
  assert.ok(height < first.height * 1.5, `the doctors take ${height} px for cards ${first.height} px high`);
  // Each card can be brought into view, and its profile opened.
  const last = cards.last();
  await last.scrollIntoViewIfNeeded();
  const box = await last.boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width + 0.5, 'the last card comes into view');
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
      assert.ok(count > 1, 'the row has doctors to swipe through');
      // Seen from the top of the page, as axe-core saw it in CI: a row whose links are all skipped
      // (content-visibility) is "a scrolling region without keyboard access".
      const results = await new AxeBuilder({ page })
        .setLegacyMode()
        .withRules(['scrollable-region-focusable'])
        .analyze();
      assert.deepEqual(
        results.violations.map((violation) => violation.id),
        [],
      );
      const reachable = await links.evaluateAll(
        (found) => found.filter((link) => link.checkVisibility({ contentVisibilityAuto: true })).length,
      );
      assert.equal(reachable, count, 'every link in the row is laid out, not skipped');
      // Tabbing to the last doctor's link scrolls the row until it is on screen.
      await links.last().focus();
      const box = await links.last().boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 375 + 0.5, 'the focused link is within the screen');
    });
});
