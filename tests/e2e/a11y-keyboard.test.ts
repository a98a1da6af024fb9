import type { Page } from '@playwright/test';
import { checkDialogByKeyboard } from './keyboard';
import { loadSiteData, publicRoutes, type PublicRoute, type SiteData } from './routes';
import { tabTo, whereFocusIs } from './wait';
import { expect, test } from './fixtures';

/** The card (article) whose heading is `title`. */
function card(page: Page, title: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .first();
}

test.describe('accessibility: every dialog works from the keyboard alone', () => {
  let data: SiteData;
  let routes: PublicRoute[];
  test.beforeAll(async () => {
    data = await loadSiteData();
    routes = publicRoutes(data);
  });

  /** Opens a public route and waits for its content. */
  async function open(page: Page, path: string): Promise<void> {
    const route = routes.find((candidate) => candidate.path === path);
    expect(route, `${path} is a public route`).toBeDefined();
    await page.goto(path);
    await route!.ready(page);
  }

  test("home: the about section's Learn More opens the full text; Escape closes it", async ({ page, errors }) => {
    await open(page, '/');
    await checkDialogByKeyboard(page, {
      trigger: page.locator('#about').getByRole('button', { name: 'Learn More' }),
      dialog: page.getByRole('dialog', { name: data.homeAbout }),
      closeWith: 'Escape',
    });
    expect(errors).toEqual([]);
  });

  test("neurosurgery: a tab's Learn More opens the service; its ✕ closes it", async ({ page, errors }) => {
    await open(page, '/neurosurgery');
    // Arrow keys move between the tabs; the panel's Learn More follows.
    const tabs = page.getByRole('tablist', { name: 'Neurosurgery services' });
    await tabTo(page, tabs.getByRole('tab', { selected: true }));
    await page.keyboard.press('ArrowRight');
    await tabs.getByRole('tab', { name: 'Neuro Trauma Care', selected: true }).waitFor();
    await checkDialogByKeyboard(page, {
      trigger: page.getByRole('tabpanel', { name: 'Neuro Trauma Care' }).getByRole('button', { name: 'Learn More' }),
      dialog: page.getByRole('dialog', { name: 'Neuro Trauma Care' }),
      closeWith: { button: 'Close' },
    });
    expect(errors).toEqual([]);
  });

  test("doctors: a doctor's card opens the profile; Escape closes it", async ({ page, errors }) => {
    await open(page, '/doctors');
    const doctor = data.doctors[0];
    await checkDialogByKeyboard(page, {
      trigger: page.getByRole('button', { name: `View profile of ${doctor.name}` }),
      dialog: page.getByRole('dialog', { name: doctor.name }),
      closeWith: 'Escape',
    });
    expect(errors).toEqual([]);
  });

  test('blogs: Read More opens the blog; Escape does not close it, its × does', async ({ page, errors }) => {
    await open(page, '/blogs');
    const blog = data.blogs[0];
    await checkDialogByKeyboard(page, {
      trigger: card(page, blog.title).getByRole('button', { name: 'Read More →' }),
      dialog: page.getByRole('dialog', { name: blog.title }),
      escapeIgnored: true,
      closeWith: { button: 'Close' },
      use: async () => {
        await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
      },
    });
    expect(errors).toEqual([]);
  });

  for (const [path, kind] of [
    ['/videos', 'videos'],
    ['/review-videos', 'reviewVideos'],
  ] as const) {
    test(`${path}: Watch opens the player; Escape closes it`, async ({ page, errors }) => {
      await open(page, path);
      const video = data[kind][0];
      await checkDialogByKeyboard(page, {
        trigger: card(page, video.title).getByRole('button', { name: 'Watch →' }),
        dialog: page.getByRole('dialog', { name: video.title }),
        closeWith: 'Escape',
        use: async (dialog) => {
          await dialog.getByTitle(video.title).waitFor({ state: 'attached' });
        },
      });
      expect(errors).toEqual([]);
    });
  }

  test('news and events: each card opens its dialog; × closes it, Escape does not', async ({ page, errors }) => {
    await open(page, '/news-and-events');
    const news = data.news[0];
    await checkDialogByKeyboard(page, {
      trigger: card(page, news.title).getByRole('button', { name: 'Read More →' }),
      dialog: page.getByRole('dialog', { name: news.title }),
      escapeIgnored: true,
      closeWith: { button: 'Close' },
    });
    const event = data.events[0];
    await checkDialogByKeyboard(page, {
      trigger: card(page, event.title).getByRole('button', { name: 'View Event →' }),
      dialog: page.getByRole('dialog', { name: event.title }),
      escapeIgnored: true,
      closeWith: { button: 'Close' },
    });
    expect(errors).toEqual([]);
  });

  test("director's desk: a director's card opens the message; its Close button closes it", async ({ page, errors }) => {
    await open(page, '/message');
    await checkDialogByKeyboard(page, {
      trigger: page.getByRole('button', { name: /Read message/ }).first(),
      dialog: page.getByRole('dialog'),
      closeWith: { button: 'Close' },
    });
    expect(errors).toEqual([]);
  });

  test(
    'at 375 px the menu button opens and closes the menu from the keyboard',
    { tag: '@mobile' },
    async ({ page, errors }) => {
      await open(page, '/');
      // A <summary>, named "Menu": no ARIA role for getByRole, found by its element and name.
      const toggle = page.getByRole('navigation', { name: 'Main' }).locator('summary[aria-label="Menu"]');
      const details = toggle.locator('..');
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      await expect(details).toHaveAttribute('open', '');
      const menu = details.locator('.mobile-menu');
      await page.keyboard.press('Tab');
      await expect
        .poll(() => whereFocusIs(page, menu), { message: 'Tab goes from the menu button into the menu' })
        .toBe('inside');
      await page.keyboard.press('Escape');
      await expect(details).not.toHaveAttribute('open');
      await expect(menu).toBeHidden();
      await expect
        .poll(() => whereFocusIs(page, toggle), { message: 'Escape puts focus back on the menu button' })
        .toBe('inside');
      // Space toggles it too.
      await page.keyboard.press('Space');
      await expect(details).toHaveAttribute('open', '');
      await page.keyboard.press('Space');
      await expect(details).not.toHaveAttribute('open');
      expect(errors).toEqual([]);
    },
  );

  test('a desktop dropdown opens and closes from the keyboard, and closes when focus leaves it', async ({
    page,
    errors,
  }) => {
    await open(page, '/');
    const list = page.getByRole('navigation', { name: 'Main' }).locator('.main-nav__list');
    const summary = list.locator('summary', { hasText: 'Department' });
    const details = summary.locator('..');
    await tabTo(page, summary);
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    await page.keyboard.press('Tab');
    const neurology = details.getByRole('link', { name: 'Neurology', exact: true });
    await expect.poll(() => whereFocusIs(page, neurology), { message: 'Tab goes into the dropdown' }).toBe('inside');
    await page.keyboard.press('Escape');
    await expect(details).not.toHaveAttribute('open');
    await expect
      .poll(() => whereFocusIs(page, summary), { message: 'Escape puts focus back on the summary' })
      .toBe('inside');
    await page.keyboard.press('Space');
    await expect(details).toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(details).not.toHaveAttribute('open');
    // Open, then Tab through its two links and on: focus leaving it closes it.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => whereFocusIs(page, details.getByRole('link', { name: 'Neurosurgery', exact: true })))
      .toBe('inside');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => whereFocusIs(page, list.getByRole('link', { name: 'Facilities', exact: true })), {
        message: 'focus goes on past the dropdown',
      })
      .toBe('inside');
    await expect(details, 'focus leaving it closes it').not.toHaveAttribute('open');
    expect(errors).toEqual([]);
  });
});
