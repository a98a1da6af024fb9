import assert from 'node:assert/strict';
import { CMS_URL } from './browser';
import { test } from './fixtures';

test.describe('the seeded CMS behind the built site', () => {
  test('the site answers through its own origin, with the API proxied to Strapi', async ({ page }) => {
    const response = await page.goto('/');
    assert.equal(response?.status(), 200);
    const health = await fetch(`${CMS_URL}/api/health`);
    assert.equal(health.status, 200);
  });
});
