/**
 * Issue 38: on English, Bengali and Hindi pages, with JavaScript and without, a patient form's
 * refusal arrives in the page's language: a missing name, a malformed passport number, a report
 * over 10 MB (refused before it is uploaded), and the rate limit with its true wait.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { freePort } from '../../scripts/lib/free-port';
import { SITE_SERVER, WEB_DIR } from '../../scripts/lib/paths';
import { startService, stopServices, waitForHttp, type Service } from '../../scripts/lib/processes';
import { CMS_URL } from './browser';
import { expect, test } from './fixtures';

const PAGES = {
  en: {
    prefix: '',
    submit: 'Submit',
    missingName: 'Your request could not be sent. Full Name: This field is required.',
    passport: 'Enter the passport number as printed: 6 to 20 letters and digits.',
    reportTooLarge: 'The report must be at most 10 MB; send a smaller scan or photo.',
    wait: /please try again in 10 minutes\.$/,
  },
  bn: {
    prefix: '/bn',
    submit: 'পাঠান',
    missingName: 'আপনার অনুরোধ পাঠানো যায়নি। পুরো নাম: এই ঘরটি পূরণ করা দরকার।',
    passport: 'পাসপোর্টে যেমন ছাপা আছে তেমন নম্বর লিখুন: ৬ থেকে ২০টি অক্ষর ও সংখ্যা।',
    reportTooLarge: 'রিপোর্ট সর্বোচ্চ ১০ MB হতে পারে; ছোট স্ক্যান বা ছবি পাঠান।',
    wait: /১০ মিনিট পরে আবার চেষ্টা করুন।$/,
  },
  hi: {
    prefix: '/hi',
    submit: 'भेजें',
    missingName: 'आपका अनुरोध भेजा नहीं जा सका। पूरा नाम: यह जानकारी भरना ज़रूरी है।',
    passport: 'पासपोर्ट पर छपा नंबर वैसे ही लिखें: 6 से 20 अक्षर और अंक।',
    reportTooLarge: 'रिपोर्ट अधिकतम 10 MB की हो सकती है; छोटा स्कैन या फ़ोटो भेजें।',
    wait: /10 मिनट बाद फिर कोशिश करें।$/,
  },
} as const;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A visa letter request with everything right but what `passportNo` says. */
async function fillVisa(page: Page, passportNo: string) {
  const form = page.locator('form.patient-form');
  await form.locator('[name="name"]').fill('Nasrin Akter');
  await form.locator('[name="phone"]').fill('+880 1811 000111');
  await form.locator('[name="passport_name"]').fill('NASRIN AKTER');
  await form.locator('[name="passport_no"]').fill(passportNo);
  await form.locator('[name="nationality"]').fill('Bangladeshi');
  await form.locator('[name="preferred_date"]').fill(inDays(30));
  await form.locator('[name="department"]').fill('Neurosurgery');
  await form.locator('button[type="submit"]').click();
  return form;
}

/** Twelve megabytes that start like a PDF: a phone's photo of a scan, too large to send. */
const BIG_REPORT = {
  name: 'scan.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(12 * 1024 * 1024)]),
};

for (const [language, words] of Object.entries(PAGES)) {
  for (const javaScript of [true, false]) {
    test.describe(`a refusal on a ${language} page, ${javaScript ? 'with' : 'without'} JavaScript`, () => {
      test.use({ javaScriptEnabled: javaScript, siteApp: javaScript });

      test('a missing name', async ({ page }) => {
        await page.goto(`${words.prefix}/contact`);
        const form = page.locator('form.contact-form');
        await form.locator('[name="phone"]').fill('9830012345');
        await form.locator('[name="message"]').fill('Keep this text.');
        await form.getByRole('button', { name: words.submit }).click();
        await form.getByRole('alert').getByText(words.missingName, { exact: true }).waitFor();
        await expect(form.locator('[name="message"]')).toHaveValue('Keep this text.');
      });

      test('a malformed passport number', async ({ page }) => {
        await page.goto(`${words.prefix}/international-patients`);
        const form = await fillVisa(page, 'EB-12');
        await form.locator('.patient-form__field-error').getByText(words.passport, { exact: true }).waitFor();
        await expect(form.locator('[name="nationality"]')).toHaveValue('Bangladeshi');
      });

      test('a report over 10 MB, refused before it is uploaded', async ({ page }) => {
        let posted = 0;
        page.on('request', (request) => {
          if (request.method() === 'POST') posted += 1;
        });
        await page.goto(`${words.prefix}/estimate`);
        const form = page.locator('form.patient-form');
        await form.locator('[name="name"]').fill('Rafiq Hasan');
        await form.locator('[name="phone"]').fill('+880 1712 345678');
        await form.locator('[name="procedure"]').fill('Lumbar microdiscectomy');
        await form.locator('[name="report"]').setInputFiles(BIG_REPORT);
        await form.locator('button[type="submit"]').click();
        await page
          .locator('form.patient-form .patient-form__field-error')
          .getByText(words.reportTooLarge, { exact: true })
          .waitFor();
        // With JavaScript nothing is sent; without, the site refuses it by its declared length.
        expect(posted).toBe(javaScript ? 0 : 1);
      });
    });
  }
}

/**
 * The rate limit, from an address of its own: a second site server in front of the stack's CMS,
 * trusted as the stack's is, believes the X-Forwarded-For the test's browser sends, so exhausting
 * that address's allowance for the visa form leaves every other test's allowance alone.
 */
test.describe('the rate limit of a form, stated with its true wait', () => {
  const ADDRESS = '198.51.100.38';
  let site: Service;
  let siteUrl = '';
  let pageStore = '';

  test.beforeAll(async () => {
    const secret = process.env.E2E_PROXY_SECRET ?? '';
    expect(secret, 'the global setup names the run’s proxy secret').toBeTruthy();
    // Every visa request this address may send in the window (the stack allows 1000), refused as
    // incomplete so nothing is stored: the next one is over the limit.
    for (let sent = 0; ; sent += 1) {
      const response: Response = await fetch(`${CMS_URL}/api/contact-requests/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ADDRESS, 'X-Proxy-Secret': secret },
        body: JSON.stringify({ type: 'visa' }),
      });
      if (response.status === 429) break;
      expect(response.status).toBe(400);
      expect(sent, 'the limit is reached').toBeLessThan(5000);
    }
    pageStore = mkdtempSync(join(tmpdir(), 'refusals-pages-'));
    const port = await freePort();
    siteUrl = `http://127.0.0.1:${port}`;
    site = startService('site trusting its proxy', process.execPath, [SITE_SERVER], {
      cwd: WEB_DIR,
      env: {
        ...process.env,
        CMS_URL,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        TRUST_PROXY: 'true',
        PROXY_SHARED_SECRET: secret,
        PAGE_STORE_DIR: pageStore,
      },
    });
    await waitForHttp(siteUrl, 60_000, () => site.child.exitCode === null);
  });
  test.afterAll(async () => {
    await stopServices([site]);
    rmSync(pageStore, { recursive: true, force: true });
  });

  for (const [language, words] of Object.entries(PAGES)) {
    for (const javaScript of [true, false]) {
      test(`on a ${language} page ${javaScript ? 'with' : 'without'} JavaScript`, async ({ browser }) => {
        const context = await browser.newContext({
          javaScriptEnabled: javaScript,
          extraHTTPHeaders: { 'X-Forwarded-For': ADDRESS },
        });
        const page = await context.newPage();
        await page.goto(`${siteUrl}${words.prefix}/international-patients`);
        if (javaScript) await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
        const form = await fillVisa(page, 'EB0987654');
        await form.getByRole('alert').getByText(words.wait).waitFor();
        // What was typed stays, for the patient to send once the wait is over.
        await expect(form.locator('[name="passport_name"]')).toHaveValue('NASRIN AKTER');
        await context.close();
      });
    }
  }
});
