// @vitest-environment node
// The site server runs on Node: its multipart bodies are built and read with Node's own FormData and File.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as apiFake } from '../../src/test/server';
import { splitLanguage, type ServedFormState } from '../../src/entry-server';
import { answerFormPost, FORM_TEXTS, MAX_FORM_BYTES } from './form-post';
import { servedFormAt } from './forms';
import { createReceiptSigner, receiptKey } from './receipt-cookie';

/** A stand-in for the CMS: answers what the test sets, records what it was sent. */
let cmsAnswer: { status: number; body: unknown; headers?: Record<string, string> };
let cmsReceived: { body: unknown; headers: IncomingMessage['headers'] }[] = [];
const cms = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const text = Buffer.concat(chunks).toString('latin1');
    // A form with a report goes on as multipart: kept as its text, to look for the parts in it.
    const body: unknown = req.headers['content-type']?.startsWith('multipart/') ? text : JSON.parse(text);
    cmsReceived.push({ body, headers: req.headers });
    res.writeHead(cmsAnswer.status, { 'Content-Type': 'application/json', ...cmsAnswer.headers });
    res.end(JSON.stringify(cmsAnswer.body));
  });
});

const signer = createReceiptSigner();
let rendered: { state: ServedFormState; status: number } | undefined;
let site: Server;
let siteUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  const cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
  site = createServer((req, res) => {
    const url = new URL(req.url ?? '/', siteUrl);
    // As the site server does: /bn/contact is the contact form's page, in Bengali.
    const { language, path: formPath } = splitLanguage(url.pathname);
    const form = servedFormAt(formPath);
    if (!form) return void res.writeHead(404).end();
    void answerFormPost(req, res, url, form, {
      visitor: { address: '203.0.113.7', proto: 'http', host: url.host },
      origins: [siteUrl],
      cmsUrl,
      proxySecret: 'proxy-secret',
      language,
      formPath,
      signer,
      render: async (state, status) => {
        rendered = { state, status };
        res.writeHead(status, { 'Content-Type': 'text/html' }).end('<p>the page again</p>');
      },
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => {
  site.close();
  cms.close();
});
beforeEach(() => {
  // Real servers on this machine stand in for the site and the CMS here, not the API fake.
  apiFake.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
  cmsReceived = [];
  rendered = undefined;
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
    expect(cmsReceived[0].headers['x-forwarded-for']).toBe('203.0.113.7');
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
      'doctor=3&name=Asha&phone=1&preferred_date=2026-12-03&type=contact&age=abc',
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/appointment?doctor=3');
    // The form's own type wins over one slipped into the body; a non-number age goes as typed for the CMS to refuse.
    expect(cmsReceived[0].body).toEqual({
      type: 'appointment',
      doctor: 3,
      name: 'Asha',
      phone: '1',
      preferred_date: '2026-12-03',
      age: 'abc',
    });
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
    // The state is the form's (its page without the language), as the page's form reads it.
    expect(rendered?.state.path).toBe('/feedback');
  });

  it('shows the page again with what was typed and the field errors, answering 400', async () => {
    cmsAnswer = { status: 400, body: { phone: ['This field is required.'], detail: 7 } };
    const response = await post('/contact', 'name=Asha&phone=&message=Still+here');
    expect(response.status).toBe(400);
    expect(rendered).toEqual({
      status: 400,
      state: {
        path: '/contact',
        values: { name: 'Asha', phone: '', message: 'Still here' },
        errors: { phone: ['This field is required.'] },
      },
    });
  });

  it("passes on the CMS's rate limit, with its wait, keeping the input", async () => {
    cmsAnswer = {
      status: 429,
      body: { detail: 'Too many requests. Please try again in 60 seconds.' },
      headers: { 'Retry-After': '60' },
    };
    const response = await post('/contact', 'name=Asha&phone=1');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(rendered?.state).toMatchObject({
      values: { name: 'Asha', phone: '1' },
      message: 'Too many requests. Please try again in 60 seconds.',
    });
  });

  it('says the server could not be reached when the CMS fails, keeping the input', async () => {
    cmsAnswer = { status: 500, body: { detail: 'A server error occurred.' } };
    const response = await post('/contact', 'name=Asha&phone=1');
    expect(response.status).toBe(502);
    expect(rendered?.state).toMatchObject({ values: { name: 'Asha' }, unreachable: true });
    expect(rendered?.state).not.toHaveProperty('message');
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
    const huge = await post('/contact', `name=Asha&message=${'x'.repeat(MAX_FORM_BYTES)}`);
    expect(huge.status).toBe(413);
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

describe('the estimate form, with a report, posted without JavaScript', () => {
  const multipart = (fields: Record<string, string | File>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return fetch(`${siteUrl}/estimate`, {
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
    expect(await huge.text()).toBe(FORM_TEXTS.fileTooLarge);
    expect(cmsReceived).toHaveLength(1);
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
    expect(rendered?.state.values).toMatchObject({ passport_name: 'NASRIN', attendants: '3' });
    expect(rendered?.state.values).not.toHaveProperty('passport_no');
    expect(rendered?.state.errors.attendants).toEqual([
      'A medical visa allows at most two attendants with the patient.',
    ]);
  });
});
