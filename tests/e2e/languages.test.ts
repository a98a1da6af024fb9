/**
 * The site in Bengali and Hindi: /bn/emergency and /hi/contact with JavaScript off and on (their
 * words, `lang`, hreflang, ASCII tel: links, the switcher), English pages without either script's
 * font, and hostile language addresses answered by the not-found page (or the edge's 400).
 */
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import type { Browser, Page } from '@playwright/test';
import { DESKTOP, keepOnSite, newVisit, SITE_URL } from './browser';
import { test } from './fixtures';

/** A visitor with JavaScript off: all a crawler, or a phone with scripts blocked, ever gets. */
async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ baseURL: SITE_URL, viewport: DESKTOP, javaScriptEnabled: false });
  context.setDefaultTimeout(15_000);
  await keepOnSite(context, true);
  return { context, page: await context.newPage() };
}

/** What every page in a language carries in its head: lang, and hreflang to each language. */
async function checkHead(page: Page, lang: string, path: string): Promise<void> {
  assert.equal(await page.locator('html').getAttribute('lang'), lang);
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href') ?? '').pathname]),
    );
  assert.deepEqual(Object.fromEntries(alternates), {
    en: path,
    bn: `/bn${path}`,
    hi: `/hi${path}`,
    'x-default': path,
  });
}

/** Every tel: link dials ASCII digits, whatever script the page is in. */
async function checkTelLinks(page: Page): Promise<void> {
  const hrefs = await page
    .locator('a[href^="tel:"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  assert.ok(hrefs.length > 0, 'the page has call links');
  for (const href of hrefs) assert.match(href ?? '', /^tel:\+?[0-9]+$/);
}

async function checkBengaliEmergency(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'স্ট্রোক ও স্নায়ুর জরুরি অবস্থা' }).waitFor();
  await page.getByRole('heading', { name: 'সময়ই মস্তিষ্ক' }).waitFor();
  assert.ok(await page.locator('a[href="tel:108"]').first().isVisible());
  await checkHead(page, 'bn', '/emergency');
  await checkTelLinks(page);
  const switcher = page.getByRole('navigation', { name: 'ভাষা' });
  assert.equal(await switcher.getByRole('link', { name: 'हिन्दी' }).getAttribute('href'), '/hi/emergency');
  assert.equal(await switcher.getByRole('link', { name: 'English' }).getAttribute('href'), '/emergency');
}

async function checkHindiContact(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 2, name: 'मरीज़ संपर्क फ़ॉर्म' }).waitFor();
  assert.ok(await page.getByLabel('पूरा नाम').isVisible());
  assert.equal(await page.locator('form.contact-form').getAttribute('action'), '/hi/contact');
  await checkHead(page, 'hi', '/contact');
  await checkTelLinks(page);
}

test.describe('the site in Bengali and Hindi', () => {
  test('/bn/emergency and /hi/contact with JavaScript off', async ({ browser }) => {
    const { context, page } = await withoutJavaScript(browser);
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    assert.equal((await page.goto('/bn/emergency'))?.status(), 200);
    await checkBengaliEmergency(page);
    assert.ok(
      fonts.some((url) => url.includes('noto-sans-bengali')),
      'the Bengali font is fetched on a Bengali page',
    );
    assert.equal((await page.goto('/hi/contact'))?.status(), 200);
    await checkHindiContact(page);
    // The switcher is a plain link: it works without JavaScript and keeps the page.
    await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'বাংলা' }).click();
    await page.waitForURL((url) => url.pathname === '/bn/contact');
    await page.getByRole('heading', { level: 2, name: 'রোগীর যোগাযোগ ফর্ম' }).waitFor();
    await context.close();
  });

  test('/bn/emergency and /hi/contact with JavaScript on', async ({ page }) => {
    await page.goto('/bn/emergency');
    await checkBengaliEmergency(page);
    // A link inside the page keeps its language (the router's basename). In the browser, without
    // a page load, the next page's own words arrive with its code (a catalogue part of its own).
    await page.locator('html[data-hydrated]').waitFor();
    await page.evaluate('window.stillThisDocument = true');
    await page.getByRole('link', { name: 'যোগাযোগ', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/bn/contact');
    await page.getByRole('heading', { level: 2, name: 'রোগীর যোগাযোগ ফর্ম' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'প্রধান' });
    // On a phone the menu opens first (its button is named in Bengali too).
    const openMenu = menu.getByRole('button', { name: 'মেনু খুলুন' });
    if (await openMenu.isVisible()) await openMenu.click();
    await menu.getByRole('link', { name: 'আমাদের কথা' }).click();
    await page.waitForURL((url) => url.pathname === '/bn/about');
    await page.getByRole('heading', { level: 1, name: 'আমাদের কথা' }).waitFor();
    assert.equal(await page.evaluate('window.stillThisDocument'), true, 'the pages changed in the browser');
    await page.goto('/hi/contact');
    await checkHindiContact(page);
    await page.getByLabel('पूरा नाम').fill('आशा');
    assert.equal(await page.getByLabel('पूरा नाम').inputValue(), 'आशा', 'the hydrated form takes typing');
  });

  test('English pages request neither the Bengali nor the Devanagari font', async ({ browser }) => {
    const visit = await newVisit(browser, DESKTOP);
    const fonts: string[] = [];
    visit.page.on('request', (request) => {
      if (/noto-sans-(bengali|devanagari)/.test(request.url())) fonts.push(request.url());
    });
    for (const path of ['/', '/emergency', '/contact', '/doctors']) {
      await visit.page.goto(path);
      await visit.page.waitForLoadState('networkidle');
      assert.equal(await visit.page.locator('html').getAttribute('lang'), 'en-IN', path);
    }
    assert.deepEqual(fonts, []);
    await visit.context.close();
  });

  test('hostile language addresses get the not-found page or the edge refusal, never the admin screens', async ({
    request,
  }) => {
    for (const path of ['/xx/', '/bn/bn/', '/BN/', '/bn/admin', '/hi/admin/login']) {
      const response = await request.get(path);
      assert.equal(response.status(), 404, path);
      const html = await response.text();
      assert.match(html, /class="not-found/, `${path} is the site's not-found page`);
      assert.doesNotMatch(html, /admin-app|Loading the admin screens/, path);
    }
    // A dot segment never reaches routing (the client would tidy it away: sent byte for byte).
    const raw = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const target = new URL(SITE_URL);
      const req = httpRequest(
        { host: target.hostname, port: target.port, path: '/bn/../admin', method: 'GET' },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    assert.equal(raw.status, 400);
    assert.doesNotMatch(raw.body, /<html/);
  });
});
