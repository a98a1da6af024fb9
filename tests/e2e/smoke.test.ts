import { CMS_URL } from './browser';
import { expect, test } from './fixtures';

test.describe('the seeded CMS behind the built site', () => {
  test('the site answers through its own origin, with the API proxied to Strapi', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const health = await fetch(`${CMS_URL}/api/health`);
    expect(health.status).toBe(200);
  });
});
