import { loadSiteData, publicRoutes, type PublicRoute } from './routes';
import { expect, test } from './fixtures';

test.describe('visitor: every public route of the specification', () => {
  let routes: PublicRoute[];
  test.beforeAll(async () => {
    routes = publicRoutes(await loadSiteData());
  });

  // At desktop width and at 375 px: the desktop and mobile projects both run it.
  test(
    'loads straight from its address, shows its content, and logs no console error',
    { tag: '@every-width' },
    async ({ page, errors }, testInfo) => {
      const viewportName = testInfo.project.name;
      const failures: string[] = [];
      for (const route of routes) {
        errors.length = 0;
        const response = await page.goto(route.path);
        try {
          expect(response?.status(), `${route.path} answers 200`).toBe(200);
          await route.ready(page);
          // Not the router's error screen, and the page has its header and footer.
          await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
          await page.getByRole('navigation', { name: 'Main' }).waitFor();
          await page.getByRole('contentinfo').waitFor({ state: 'attached' });
        } catch (error) {
          failures.push(`${route.path}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        }
        if (errors.length)
          failures.push(`${route.path}: console errors:\n    ${errors.map((e) => e.split('\n')[0]).join('\n    ')}`);
        console.log(
          `route ${viewportName.padEnd(7)} ${route.path.padEnd(24)} ${errors.length ? 'console errors' : 'ok'}`,
        );
      }

      expect(failures, `routes that failed:\n  ${failures.join('\n  ')}`).toEqual([]);
    },
  );

  test('a visitor moving between pages inside the app keeps a clean console', async ({ page, errors }) => {
    await page.goto('/');
    for (const [link, heading] of [
      ['About', 'About'],
      ['Facilities', 'Facilities & Services'],
      ['Services', 'Services'],
      ['News & Events', 'News and events'],
      ['Contact Us', 'Contact Us'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    }
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'News and events', exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  test("a page whose code is gone after a deploy offers a reload, which brings it, instead of 'Unexpected Application Error!'", async ({
    page,
    context,
  }) => {
    await page.goto('/');
    // As if a deploy had replaced the site's code files since this page was loaded.
    const gone = (url: URL) => url.pathname.startsWith('/assets/');
    await context.route(gone, (route) => route.fulfill({ status: 404, body: '' }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us', exact: true }).click();
    const reload = page.getByRole('button', { name: 'Reload the page', exact: true });
    await reload.waitFor();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' }), 'the header stays').toBeVisible();
    // The new deploy is there: the reload fetches the page and its code afresh.
    await context.unroute(gone);
    await reload.click();
    await page.getByRole('heading', { level: 2, name: 'Patient Contact Form', exact: true }).waitFor();
    await expect(page).toHaveURL((url) => url.pathname === '/contact');
  });
});
