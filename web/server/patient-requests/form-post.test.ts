// @vitest-environment node
// The site server runs on Node: its multipart bodies are built and read with Node's own FormData and File.
import type { IncomingMessage } from 'node:http';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookedVisit } from '@hospital/test-support/site/fixtures';
import { server as apiFake } from '../../src/test/server';
import { createReceiptSigner, receiptKey } from './receipt-cookie';
import { standInCms, startFormSite, type FormSite } from '../test-support/form-site';
import { FORM_TEXTS, MAX_FORM_BYTES, REPORT_RETRY_AFTER_SECONDS } from './posted-form';
import { REPORT_BUSY_TEXTS, reportGate } from './report-gate';

/** A stand-in for the CMS: answers what the test sets, records what it was sent. */
let cmsAnswer: { status: number; body: unknown; headers?: Record<string, string> };
let cmsReceived: { url?: string; body: unknown; headers: IncomingMessage['headers'] }[] = [];
/** While set, the stand-in CMS holds its answers: how many forms are in flight at once shows. */
let cmsHold: Promise<void> | undefined;
let cmsInFlight = 0;
let cmsMostInFlight = 0;
const cms = standInCms((req, res) => {
  const chunks: Buffer[] = [];
  cmsInFlight += 1;
  cmsMostInFlight = Math.max(cmsMostInFlight, cmsInFlight);
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const text = Buffer.concat(chunks).toString('latin1');
    // A form with a report goes on as multipart: kept as its text, to look for the parts in it.
    const body: unknown = req.headers['content-type']?.startsWith('multipart/') ? text : JSON.parse(text);
    cmsReceived.push({ url: req.url, body, headers: req.headers });
    void (cmsHold ?? Promise.resolve()).then(() => {
      cmsInFlight -= 1;
      res.writeHead(cmsAnswer.status, { 'Content-Type': 'application/json', ...cmsAnswer.headers });
      res.end(JSON.stringify(cmsAnswer.body));
    });
  });
});
let site: FormSite;
let siteUrl = '';
let signer: FormSite['receipts'];

beforeAll(async () => {
  // This site's slots for forms with a report: two, and three waiting.
  site = await startFormSite(cms, reportGate({ slots: 2, queue: 3, waitMs: 20_000 }));
  siteUrl = site.url;
  signer = site.receipts;
});

afterAll(() => site.close());

beforeEach(() => {
  // Real servers on this machine stand in for the site and the CMS here, not the API fake.
  apiFake.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
  cmsReceived = [];
  cmsAnswer = { status: 201, body: { reference: 'NH-0042', reply_hours: 24, name: 'Asha Roy' } };
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${siteUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });

describe('a form posted without JavaScript', () => {
  it('is sent to the CMS as the script sends it, with the visitor named, and the browser sent back with a receipt', async () => {
    const response = await post(
      '/contact',
      'name=+Asha+Roy+&phone=9830012345&email=&age=42&message=Headache&unknown=x',
      { Origin: siteUrl, 'Sec-Fetch-Site': 'same-origin' },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact');
    expect(cmsReceived[0].body).toEqual({ name: 'Asha Roy', phone: '9830012345', age: 42, message: 'Headache' });
    // The visitor's own address (no proxy is trusted here), for the CMS's per-address limit.
    expect(cmsReceived[0].headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(cmsReceived[0].headers['x-proxy-secret']).toBe('proxy-secret');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly; SameSite=Lax/);
    // Personal data is in neither the address nor the cookie: only the reference travels.
    expect(cookie).not.toContain('Asha');
    expect(Buffer.from(cookie.split('=')[1].split('.')[0], 'base64url').toString()).not.toContain('Asha');
    expect(signer.read(cookie.split(';')[0], '/contact')).toEqual({
      path: '/contact',
      reference: 'NH-0042',
      reply_hours: 24,
    });
  });

  it('sends an appointment with its type, the doctor as a number, and comes back to the same doctor', async () => {
    const response = await post(
      '/appointment?doctor=3',
      'doctor=3&name=Asha&phone=1&preferred_date=2026-12-03&type=contact&age=%E0%A7%AA%E0%A7%A8',
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/appointment?doctor=3');
    // The form's own type wins over one slipped into the body; an age typed in Bengali digits is the number.
    expect(cmsReceived[0].body).toEqual({
      type: 'appointment',
      doctor: 3,
      name: 'Asha',
      phone: '1',
      preferred_date: '2026-12-03',
      age: 42,
    });
  });

  it('books a session, sends the patient back with the visit in the receipt but not their name, and shows the token once', async () => {
    cmsAnswer = { status: 201, body: { ...bookedVisit, doctor: { id: 3, name: 'Dr. Ananya Sen' }, language: 'bn' } };
    const response = await post(
      '/bn/appointment?doctor=3',
      'doctor=3&session=2026-12-07+09%3A30&name=Asha+Roy&phone=9830012345&abha=',
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/bn/appointment?doctor=3');
    expect(cmsReceived[0].url).toBe('/api/bookings/');
    expect(cmsReceived[0].body).toEqual({
      doctor: 3,
      date: '2026-12-07',
      start: '09:30',
      name: 'Asha Roy',
      phone: '9830012345',
      language: 'bn',
    });
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
    expect(Buffer.from(cookie.split('=')[1].split('.')[0], 'base64url').toString()).not.toContain('Asha');
    // The CMS's reads fail here (the stand-in answers them 404): the visit shows from its receipt alone.
    const page = await fetch(`${siteUrl}/bn/appointment?doctor=3`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('BK-7KQ4-M2XD');
    expect(html).toContain('booked-visit__token">১৪<');
  });

  it('refuses what its own checks refuse, by name, in the page, sending nothing', async () => {
    const response = await post('/hi/contact', 'name=&phone=1&age=abc');
    expect(response.status).toBe(400);
    const page = await response.text();
    // In Hindi: the name is needed, the age is not a number; what was typed stays.
    expect(page).toContain('यह जानकारी भरना ज़रूरी है।');
    expect(page).toMatch(/name="age"[^>]*value="abc"|value="abc"[^>]*name="age"/);
    expect(cmsReceived).toEqual([]);
  });

  it('tells the desk the language of a form posted from a Bengali page, and comes back to that page', async () => {
    // A language slipped into the body is not the form's: the page's address says which it is.
    const response = await post('/bn/contact', 'name=Asha&phone=9830012345&language=hi');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/bn/contact');
    expect(cmsReceived[0].body).toEqual({ name: 'Asha', phone: '9830012345', language: 'bn' });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(signer.read(cookie.split(';')[0], '/bn/contact')).toMatchObject({ reference: 'NH-0042' });
  });

  it('sends no language from an English page, whatever the body says, and refuses a Hindi form on its own page', async () => {
    await post('/contact', 'name=Asha&phone=1&language=fr');
    expect(cmsReceived[0].body).toEqual({ name: 'Asha', phone: '1' });
    cmsAnswer = { status: 400, body: { phone: ['This field is required.'] } };
    const response = await post('/hi/feedback', 'kind=complaint&message=x');
    expect(response.status).toBe(400);
    expect(cmsReceived[1].body).toEqual({ type: 'feedback', kind: 'complaint', message: 'x', language: 'hi' });
    // The CMS's English, for a field it sent no code for, under the field on the Hindi page.
    expect(await response.text()).toContain('This field is required.');
  });

  it('shows the page again with what was typed, the field errors and their codes (nothing else), answering 400', async () => {
    cmsAnswer = {
      status: 400,
      body: {
        phone: ['This field is required.'],
        detail: 7,
        codes: { phone: [{ code: 'required', note: '<b>' }], name: [{ code: '<script>' }], age: 'x' },
      },
    };
    const response = await post('/contact', 'name=Asha&phone=98300&message=Still+here');
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page).toContain('Your request could not be sent. Phone Number: This field is required.');
    expect(page).toMatch(/value="Asha"/);
    expect(page).toMatch(/value="98300"/);
    expect(page).toContain('>Still here</textarea>');
    expect(page).not.toContain('<b>');
    expect(page).not.toContain('<script>');
  });

  it("passes on the CMS's rate limit, with its wait, keeping the input", async () => {
    cmsAnswer = {
      status: 429,
      body: {
        detail: 'Too many requests. Please try again in 588 seconds.',
        codes: { non_field_errors: [{ code: 'rate_limited', seconds: 588 }] },
      },
      headers: { 'Retry-After': '588' },
    };
    const response = await post('/contact', 'name=Asha&phone=1');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('588');
    const page = await response.text();
    expect(page).toContain('please try again in 10 minutes.');
    expect(page).toMatch(/value="Asha"/);
  });

  it('says the server could not be reached when the CMS fails, keeping the input', async () => {
    cmsAnswer = { status: 500, body: { detail: 'A server error occurred.' } };
    const response = await post('/contact', 'name=Asha&phone=1');
    expect(response.status).toBe(502);
    const page = await response.text();
    expect(page).toContain('We could not reach the hospital&#x27;s server; please try again in a moment, or call us.');
    expect(page).not.toContain('A server error occurred.');
    expect(page).toMatch(/value="Asha"/);
  });

  it('refuses a post from another site, by Origin or by Sec-Fetch-Site, sending nothing on', async () => {
    const foreign: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ];
    for (const headers of foreign) {
      const response = await post('/contact', 'name=Asha&phone=1', headers);
      expect(response.status).toBe(403);
      expect(await response.text()).toBe(FORM_TEXTS.foreign);
    }
    expect(cmsReceived).toEqual([]);
  });

  it('refuses a body past the cap before reading it, and any other encoding', async () => {
    const huge = await post('/bn/contact', `name=Asha&message=${'x'.repeat(MAX_FORM_BYTES)}`);
    expect(huge.status).toBe(413);
    // The page again, saying why in its language.
    expect(await huge.text()).toContain('ফর্মটি পাঠানোর পক্ষে খুব বড়। বার্তাটি ছোট করুন।');
    const json = await post('/contact', '{"name":"Asha"}', { 'Content-Type': 'application/json' });
    expect(json.status).toBe(415);
    expect(cmsReceived).toEqual([]);
  });
});

describe('the receipt cookie', () => {
  it('is read only on its own page, unaltered and before it expires', () => {
    const now = Date.now();
    const header = signer.issue({ path: '/contact', reference: 'NH-0042', reply_hours: 24 }, true, now).split(';')[0];
    expect(signer.issue({ path: '/contact', reference: 'NH-1', reply_hours: 24 }, true)).toMatch(/; Secure$/);
    expect(signer.read(header, '/contact', now)?.reference).toBe('NH-0042');
    expect(signer.read(header, '/feedback', now)).toBeUndefined();
    expect(signer.read(header, '/contact', now + 11 * 60 * 1000)).toBeUndefined();
    const [payload, signature] = header.split('=')[1].split('.');
    const forged = Buffer.from(
      JSON.stringify({ path: '/contact', reference: 'CALL 555', reply_hours: 1, expires: now + 60_000 }),
    ).toString('base64url');
    expect(signer.read(`form_receipt=${forged}.${signature}`, '/contact', now)).toBeUndefined();
    expect(signer.read(`form_receipt=${payload}.x`, '/contact', now)).toBeUndefined();
    expect(createReceiptSigner().read(header, '/contact', now)).toBeUndefined();
  });

  it('is read by every site instance sharing the secret, and by no other', () => {
    const receipt = { path: '/contact', reference: 'NH-0042', reply_hours: 24 };
    const header = createReceiptSigner(receiptKey('shared')).issue(receipt, false).split(';')[0];
    expect(createReceiptSigner(receiptKey('shared')).read(header, '/contact')).toEqual(receipt);
    expect(createReceiptSigner(receiptKey('other')).read(header, '/contact')).toBeUndefined();
    expect(createReceiptSigner(receiptKey(undefined)).read(header, '/contact')).toBeUndefined();
  });
});

const delay = (ms: number) => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms));
async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 5000) throw new Error('The condition never came true');
    await delay(20);
  }
}

describe('the estimate form, with a report, posted without JavaScript', () => {
  const multipart = (fields: Record<string, string | File>, signal?: AbortSignal, path = '/estimate') => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return fetch(`${siteUrl}${path}`, {
      signal,
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: siteUrl, 'Sec-Fetch-Site': 'same-origin' },
      body: form,
    });
  };

  it('sends the report on to the CMS as multipart, with the type and the typed fields', async () => {
    const report = new File(['%PDF-1.4 scan of the MRI'], 'mri.pdf', { type: 'application/pdf' });
    const response = await multipart({
      name: 'Rafiq Hasan',
      phone: '+880 1712 345678',
      procedure: 'Discectomy',
      report,
    });
    expect(response.status).toBe(303);
    const sent = cmsReceived[0];
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.body).toContain('name="type"\r\n\r\nestimate');
    expect(sent.body).toContain('name="procedure"\r\n\r\nDiscectomy');
    expect(sent.body).toContain('filename="mri.pdf"');
    expect(sent.body).toContain('%PDF-1.4 scan of the MRI');
  });

  it('sends JSON when the file input was left empty, and refuses a body over 11 MB unread', async () => {
    await multipart({ name: 'A', phone: '1', procedure: 'P', report: new File([], '') });
    expect(cmsReceived[0].body).toEqual({ type: 'estimate', name: 'A', phone: '1', procedure: 'P' });
    const huge = await multipart({ name: 'A', report: new File([new Uint8Array(12 * 1024 * 1024)], 'big.pdf') });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain('The report must be at most 10 MB; send a smaller scan or photo.');
    expect(cmsReceived).toHaveLength(1);
  });

  it('holds two reports at once, lets three wait, and refuses the rest at once with 503 and a wait, unsent', async () => {
    let answerAll = () => {};
    cmsHold = new Promise((resolve) => (answerAll = resolve));
    cmsMostInFlight = 0;
    const report = () => new File([new Uint8Array(512 * 1024)], 'scan.pdf', { type: 'application/pdf' });
    const posts = Array.from({ length: 8 }, (_, i) =>
      multipart({ name: `Patient ${i}`, phone: '1', procedure: 'P', report: report() }),
    );
    try {
      // The three past the queue are answered while the CMS still holds the first two.
      const settled = await Promise.all(posts.map((posted) => Promise.race([posted, delay(3000)])));
      const refused = settled.filter((answer): answer is Response => answer instanceof Response);
      expect(refused.map((answer) => answer.status)).toEqual([503, 503, 503]);
      for (const answer of refused) {
        expect(answer.headers.get('retry-after')).toBe(String(REPORT_RETRY_AFTER_SECONDS));
        expect(await answer.text()).toBe(REPORT_BUSY_TEXTS.en);
      }
      expect(cmsInFlight).toBe(2);
      // A report over the cap is told so at once (the page again, saying why), not that the server is busy.
      const huge = await multipart({ name: 'A', report: new File([new Uint8Array(12 * 1024 * 1024)], 'big.pdf') });
      expect(huge.status).toBe(413);
      expect(await huge.text()).toContain('The report must be at most 10 MB');
    } finally {
      answerAll();
      cmsHold = undefined;
    }
    const statuses = (await Promise.all(posts)).map((answer) => answer.status).sort();
    expect(statuses).toEqual([303, 303, 303, 303, 303, 503, 503, 503]);
    expect(cmsMostInFlight).toBe(2);
    expect(cmsReceived).toHaveLength(5);
  });

  it('tells a patient on the Bengali page, in Bengali, that their report was not sent', async () => {
    let answerAll = () => {};
    cmsHold = new Promise((resolve) => (answerAll = resolve));
    const report = () => new File([new Uint8Array(1024)], 'scan.pdf', { type: 'application/pdf' });
    const held = [0, 1, 2, 3, 4].map((i) =>
      multipart({ name: `Held ${i}`, phone: '1', procedure: 'P', report: report() }),
    );
    try {
      await until(() => cmsInFlight === 2);
      await delay(200);
      const refused = await multipart(
        { name: 'B', phone: '1', procedure: 'P', report: report() },
        undefined,
        '/bn/estimate',
      );
      expect(refused.status).toBe(503);
      expect(await refused.text()).toBe(REPORT_BUSY_TEXTS.bn);
    } finally {
      answerAll();
      cmsHold = undefined;
    }
    expect((await Promise.all(held)).map((answer) => answer.status)).toEqual([303, 303, 303, 303, 303]);
  });

  it('frees the place of a report whose sender left while it waited', async () => {
    let answerAll = () => {};
    cmsHold = new Promise((resolve) => (answerAll = resolve));
    const report = () => new File([new Uint8Array(1024)], 'scan.pdf', { type: 'application/pdf' });
    const held = [0, 1].map((i) => multipart({ name: `Held ${i}`, phone: '1', procedure: 'P', report: report() }));
    await until(() => cmsInFlight === 2);
    // Three senders wait for a slot and give up: their places must not stay taken.
    const leaving = [0, 1, 2].map(() => new AbortController());
    const left = leaving.map((controller, i) =>
      multipart({ name: `Left ${i}`, phone: '1', procedure: 'P', report: report() }, controller.signal).catch(
        () => undefined,
      ),
    );
    await delay(300);
    for (const controller of leaving) controller.abort();
    await Promise.all(left);
    await delay(300);
    answerAll();
    cmsHold = undefined;
    await Promise.all(held);
    const after = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => multipart({ name: `After ${i}`, phone: '1', procedure: 'P', report: report() })),
    );
    expect(after.map((answer) => answer.status)).toEqual([303, 303, 303, 303, 303]);
  });

  it('takes multipart on no other form', async () => {
    const form = new FormData();
    form.append('name', 'A');
    const response = await fetch(`${siteUrl}/contact`, { method: 'POST', body: form, headers: { Origin: siteUrl } });
    expect(response.status).toBe(415);
  });
});

describe('the visa letter form posted without JavaScript', () => {
  it('never writes the passport number back into the page after a refusal', async () => {
    cmsAnswer = {
      status: 400,
      body: { attendants: ['A medical visa allows at most two attendants with the patient.'] },
    };
    const response = await post(
      '/international-patients',
      'name=Nasrin&phone=1&passport_name=NASRIN&passport_no=EB0987654&nationality=Bangladeshi&attendants=3&preferred_date=2027-01-10&department=Neurology',
      { Origin: siteUrl },
    );
    expect(response.status).toBe(400);
    expect(cmsReceived[0].body).toMatchObject({ type: 'visa', attendants: 3, passport_no: 'EB0987654' });
    const page = await response.text();
    expect(page).toMatch(/value="NASRIN"/);
    expect(page).not.toContain('EB0987654');
    expect(page).toContain('A medical visa allows at most two attendants with the patient.');
  });
});
