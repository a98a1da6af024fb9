/** Issue 29: the accessibility statement is served from the CMS, complete without JavaScript, and linked from every footer. */
import { expect, test } from './fixtures';

test.describe('the accessibility statement', () => {
  test.use({ javaScriptEnabled: false, siteApp: false });

  test('is reached from the footer and served whole: standard, testing, limitations, reporting, last review', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility statement' }).click();
    await page.waitForURL('**/accessibility');
    await page.getByRole('heading', { level: 1, name: 'Accessibility statement' }).waitFor();
    await page.getByText('WCAG 2.2 level AA').waitFor();
    await page.getByText('at a phone width (375 px) and a desktop width', { exact: false }).waitFor();
    await expect(page.getByRole('region', { name: 'Known limitations' }).getByRole('listitem')).not.toHaveCount(0);
    const report = page.getByRole('region', { name: 'Report a problem' });
    await expect(report.getByRole('link', { name: 'feedback page' })).toHaveAttribute('href', '/feedback');
    await expect(page.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  });

  test('and the new pages are in the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/accessibility', '/feedback', '/appointment?doctor=']) {
      expect(sitemap, `${path} in the sitemap`).toContain(path);
    }
  });
});
