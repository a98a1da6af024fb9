import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { CMS_URL, launchBrowser, newVisit } from './browser';

describe('the seeded CMS behind the built site', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  test('the site answers through its own origin, with the API proxied to Strapi', async () => {
    const { page, context } = await newVisit(browser);
    const response = await page.goto('/');
    assert.equal(response?.status(), 200);
    const health = await fetch(`${CMS_URL}/api/health`);
    assert.equal(health.status, 200);
    await context.close();
  });
});
