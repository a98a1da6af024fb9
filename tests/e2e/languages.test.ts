/**
 * The site in Bengali and Hindi: /bn/emergency and /hi/contact with JavaScript off and on (their
 * words, `lang`, hreflang, ASCII tel: links, the switcher), English pages without either script's
 * font, and hostile language addresses answered by the not-found page (or the edge's 400).
 */
import { request as httpRequest } from 'node:http';
import type { Browser, Page } from '@playwright/test';
import { DESKTOP, keepOnSite, newVisit, SITE_URL } from './browser';
import { expect, test } from './fixtures';

/** A visitor with JavaScript off: all a crawler, or a phone with scripts blocked, ever gets. */
async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ baseURL: SITE_URL, viewport: DESKTOP, javaScriptEnabled: false });
  context.setDefaultTimeout(15_000);
  await keepOnSite(context, true);
  return { context, page: await context.newPage() };
}

/** What every page in a language carries in its head: lang, and hreflang to each language. */
async function checkHead(page: Page, lang: string, path: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect
    .poll(async () =>
      Object.fromEntries(
        await alternates.evaluateAll((links) =>
          links.map(
            (link) => [link.getAttribute('hreflang') ?? '', new URL(link.getAttribute('href') ?? '').pathname] as const,
          ),
        ),
      ),
    )
    .toEqual({
      en: path,
      bn: `/bn${path}`,
      hi: `/hi${path}`,
      'x-default': path,
    });
}

/** Every tel: link dials ASCII digits, whatever script the page is in. */
async function checkTelLinks(page: Page): Promise<void> {
  const calls = page.locator('a[href^="tel:"]');
  await expect(calls, 'the page has call links').not.toHaveCount(0);
  const hrefs = await calls.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const href of hrefs) expect(href ?? '').toMatch(/^tel:\+?[0-9]+$/);
}

async function checkBengaliEmergency(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'স্ট্রোক ও স্নায়ুর জরুরি অবস্থা' }).waitFor();
  await page.getByRole('heading', { name: 'সময়ই মস্তিষ্ক' }).waitFor();
  await expect(page.locator('a[href="tel:108"]').first()).toBeVisible();
  await checkHead(page, 'bn', '/emergency');
  await checkTelLinks(page);
  const switcher = page.getByRole('navigation', { name: 'ভাষা' });
  await expect(switcher.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi/emergency');
  await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/emergency');
}

async function checkHindiContact(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 2, name: 'मरीज़ संपर्क फ़ॉर्म' }).waitFor();
  await expect(page.getByLabel('पूरा नाम')).toBeVisible();
  await expect(page.locator('form.contact-form')).toHaveAttribute('action', '/hi/contact');
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
    expect((await page.goto('/bn/emergency'))?.status()).toBe(200);
    await checkBengaliEmergency(page);
    expect(fonts, 'the Bengali font is fetched on a Bengali page').toContainEqual(
      expect.stringContaining('noto-sans-bengali'),
    );
    expect((await page.goto('/hi/contact'))?.status()).toBe(200);
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
    expect(await page.evaluate('window.stillThisDocument'), 'the pages changed in the browser').toBe(true);
    await page.goto('/hi/contact');
    await checkHindiContact(page);
    await page.getByLabel('पूरा नाम').fill('आशा');
    await expect(page.getByLabel('पूरा नाम'), 'the hydrated form takes typing').toHaveValue('आशा');
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
      await expect(visit.page.locator('html'), path).toHaveAttribute('lang', 'en-IN');
    }
    expect(fonts).toEqual([]);
    await visit.context.close();
  });

  test('hostile language addresses get the not-found page or the edge refusal, never the admin screens', async ({
    request,
  }) => {
    for (const path of ['/xx/', '/bn/bn/', '/BN/', '/bn/admin', '/hi/admin/login']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, `${path} is the site's not-found page`).toMatch(/class="not-found/);
      expect(html, path).not.toMatch(/admin-app|Loading the admin screens/);
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
    expect(raw.status).toBe(400);
    expect(raw.body).not.toMatch(/<html/);
  });
});
