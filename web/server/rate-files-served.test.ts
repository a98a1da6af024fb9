// @vitest-environment node
/**
 * The machine-readable rate file as a validator, a regulator's tool or a patient's app reads it
 * from the site server, against a stand-in CMS whose answers each test changes: valid against the
 * schema the site itself publishes (Ajv, JSON Schema 2020-12 with its formats), fresh on the very
 * next request, whole or a 503 and never part of one, and named by the pointer files.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PackageRate, SiteSettings } from '@hospital/contract';
import * as siteContent from '@hospital/test-support/site/site-content-fixtures';
import type { RatesDocument } from '../src/site/features/packages/rates-file';
import { createSiteServer } from './site-server';

const ORIGIN = 'https://hospital.example';
// The default budget: the odd records below are a few hundred kilobytes, read on a busy machine.
const BUDGET_MS = 1000;

/** The CMS as a stand-in: the fixtures' rates and settings, which a test may change, and ways to fail. */
class StandInCms {
  rates: unknown[] = structuredClone(siteContent.packageRates);
  settings: unknown = structuredClone(siteContent.siteSettings);
  mode: 'answers' | 'errors' | 'hangs' = 'answers';
  packageReads = 0;
  private readonly sockets = new Set<Socket>();
  private readonly held = new Set<ServerResponse>();
  readonly server: Server = createServer((req, res) => this.answer(req, res));

  constructor() {
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  reset(): void {
    this.rates = structuredClone(siteContent.packageRates);
    this.settings = structuredClone(siteContent.siteSettings);
    this.mode = 'answers';
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    if (this.mode === 'hangs') return void this.held.add(res);
    if (this.mode === 'errors') {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      return void res.end('{"detail":"A server error occurred."}');
    }
    const path = new URL(req.url ?? '/', 'http://cms').pathname;
    if (path === '/api/packages/') this.packageReads += 1;
    const answers: Record<string, unknown> = { '/api/packages/': this.rates, '/api/site-settings/': this.settings };
    res.writeHead(path in answers ? 200 : 404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(answers[path] ?? { detail: 'Not found.' }));
  }

  close(): Promise<void> {
    for (const res of this.held) res.destroy();
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let workDir: string;
let cms: StandInCms;
let site: Server;
let siteUrl: string;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'rates-file-'));
  const clientDir = join(workDir, 'client');
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  writeFileSync(join(clientDir, 'assets', 'site.css'), 'body{margin:0}');
  writeFileSync(
    join(clientDir, 'index.html'),
    '<html lang="en-IN"><head><!--page-head--><title>Site</title><!--/page-head--><link rel="stylesheet" href="/assets/site.css"></head><body><div id="root"><!--page-body--></div></body></html>',
  );
  cms = new StandInCms();
  await new Promise<void>((resolve) => cms.server.listen(0, '127.0.0.1', resolve));
  site = createSiteServer({
    clientDir,
    cmsUrl: cms.url,
    siteOrigin: ORIGIN,
    trustProxy: false,
    cmsBudgetMs: BUDGET_MS,
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
  await cms?.close();
  rmSync(workDir, { recursive: true, force: true });
});

beforeEach(() => {
  cms.reset();
  // A CMS that fails, and a package left out, are logged; not these tests' subject.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const get = (path: string, init?: RequestInit) => fetch(`${siteUrl}${path}`, init);

async function ratesFile(): Promise<RatesDocument> {
  const answer = await get('/rates.json');
  expect(answer.status).toBe(200);
  return (await answer.json()) as RatesDocument;
}

/** The schema as the site serves it, compiled by Ajv as any validator of JSON Schema 2020-12 would. */
async function servedValidator(): Promise<ValidateFunction> {
  const answer = await get('/rates.schema.json');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/schema+json; charset=utf-8');
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  return ajv.compile(await answer.json());
}

/** Ajv's complaints about a document: none when it is valid. */
function complaints(validate: ValidateFunction, document: unknown): string[] {
  return validate(document) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

const rateFixtures = siteContent.packageRates as readonly PackageRate[];

describe('/rates.json against /rates.schema.json', () => {
  it('is valid against the schema the site publishes, which names its own address', async () => {
    const validate = await servedValidator();
    const answer = await get('/rates.json');
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const document = (await answer.json()) as RatesDocument;
    expect(complaints(validate, document)).toEqual([]);
    expect(validate.schema).toMatchObject({ $id: `${ORIGIN}/rates.schema.json` });
    expect(document.$schema).toBe(`${ORIGIN}/rates.schema.json`);
  });

  it('lists every rate with its department, code, inclusions, exclusions and price in rupees', async () => {
    const document = await ratesFile();
    expect(document).toMatchObject({
      hospital_name: 'Neurosciences Hospital',
      version: '1.0.0',
      currency: 'INR',
      location_name: ['Neurosciences Hospital', 'Siliguri Branch'],
      hospital_address: [
        'Plot 24, Sector V, Salt Lake, Kolkata, West Bengal 700091',
        'Hill Cart Road, Near Air View More, Siliguri, West Bengal 734001',
      ],
      source_page_url: `${ORIGIN}/packages`,
    });
    expect(document.standard_charge_information).toHaveLength(rateFixtures.length);
    const first = rateFixtures[0];
    expect(document.standard_charge_information[0]).toEqual({
      description: first.title,
      department: first.department,
      code_information: [{ code: `PKG-${String(first.id).padStart(4, '0')}`, type: 'LOCAL' }],
      includes: first.includes,
      excludes: first.excludes,
      standard_charges: [{ room_category: null, package_price: first.price_inr }],
      valid_until: first.valid_until,
      demo_figure: first.demo_figure,
      last_updated_on: '2026-11-20',
      source_url: `${ORIGIN}/packages#package-${first.id}`,
    });
    // The date of the latest change, at the hospital (08:30 UTC on 24 November is that day in Kolkata).
    expect(document.last_updated_on).toBe('2026-11-24');
  });

  it('flags the demo figures and the demo licence and attester, as the page does, and attests nothing then', async () => {
    const document = await ratesFile();
    expect(document.standard_charge_information.every((item) => item.demo_figure)).toBe(true);
    expect(document.demo_values).toBe(true);
    expect(document.demo_notice).toMatch(/^Demo values: the rates marked demo_figure are examples.*licence number/);
    expect(document.license_information).toEqual({
      license_number: siteContent.siteSettings.licence_number,
      state: 'IN-WB',
      demo_value: true,
    });
    expect(document.attestation).toMatchObject({
      attester_name: siteContent.siteSettings.rates_attester_name,
      confirm_attestation: false,
      demo_value: true,
    });
  });

  it('is caught by the schema when a field is wrong (the check is not vacuous)', async () => {
    const validate = await servedValidator();
    const document = await ratesFile();
    const item = document.standard_charge_information[0];
    const broken: unknown[] = [
      { ...document, hospital_name: undefined },
      { ...document, version: '3.0.0' },
      { ...document, currency: 'USD' },
      { ...document, last_updated_on: '24 November 2026' },
      { ...document, extra: true },
      {
        ...document,
        standard_charge_information: [
          { ...item, standard_charges: [{ room_category: null, package_price: '₹1,25,000' }] },
        ],
      },
      { ...document, standard_charge_information: [{ ...item, code_information: [] }] },
      { ...document, standard_charge_information: [{ ...item, valid_until: '2027-02-30' }] },
    ];
    for (const copy of broken) expect(complaints(validate, JSON.parse(JSON.stringify(copy)))).not.toEqual([]);
  });
});

describe('a change in the panel', () => {
  it('shows in the file on the very next request, with a new ETag; an unchanged file answers 304, compressed or not', async () => {
    const before = await get('/rates.json');
    const etag = before.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(before.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/rates.json', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const gzipped = await get('/rates.json', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } });
    expect(gzipped.status).toBe(304);

    const eeg = (cms.rates as PackageRate[]).find((rate) => rate.title === 'Video EEG monitoring (24 hours)')!;
    eeg.price_inr = 19500;
    // 20:00 UTC is already the next day at the hospital.
    eeg.updated_at = '2026-11-29T20:00:00.000Z';
    const after = await get('/rates.json', { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const document = (await after.json()) as RatesDocument;
    const item = document.standard_charge_information.find((each) => each.description === eeg.title)!;
    expect(item.standard_charges).toEqual([{ room_category: null, package_price: 19500 }]);
    expect(item.last_updated_on).toBe('2026-11-30');
    expect(document.last_updated_on).toBe('2026-11-30');
  });

  it('reads the CMS on every request (its read cache is what keeps it cheap), never a copy of its own', async () => {
    const reads = cms.packageReads;
    await ratesFile();
    await ratesFile();
    expect(cms.packageReads - reads).toBe(2);
  });

  it("attests the file once the hospital's own rates and attester are entered", async () => {
    cms.rates = rateFixtures.map((rate) => ({ ...rate, demo_figure: false }));
    cms.settings = {
      ...siteContent.siteSettings,
      licence_number: 'WBCE/KOL/2026/004711',
      rates_attester_name: 'Dr. Nandini Roy, Director, Medical Services',
      demo_licence_and_attester: false,
    };
    const document = await ratesFile();
    expect(document.demo_values).toBe(false);
    expect(document.demo_notice).toBeNull();
    expect(document.license_information).toEqual({
      license_number: 'WBCE/KOL/2026/004711',
      state: 'IN-WB',
      demo_value: false,
    });
    expect(document.attestation.confirm_attestation).toBe(true);
    expect(document.attestation.attestation).toMatch(/^To the best of its knowledge and belief/);
  });

  it('says who has not been named rather than attesting without a name, and leaves out a licence not entered', async () => {
    cms.rates = rateFixtures.map((rate) => ({ ...rate, demo_figure: false }));
    // An older CMS answer, from before these fields: the same as none entered.
    const older: Partial<SiteSettings> = { ...siteContent.siteSettings };
    delete older.licence_number;
    delete older.rates_attester_name;
    delete older.demo_licence_and_attester;
    cms.settings = older;
    const validate = await servedValidator();
    const document = await ratesFile();
    expect(complaints(validate, document)).toEqual([]);
    expect(document.license_information).toEqual({ state: 'IN-WB', demo_value: false });
    expect(document.attestation).toMatchObject({ attester_name: null, confirm_attestation: false, demo_value: false });
  });
});

describe('hostile and odd content', () => {
  it('still makes a valid file: no price, very long text, HTML in a name, wrong types, impossible dates', async () => {
    const long = 'A very long inclusion. '.repeat(5000);
    cms.rates = [
      {
        id: 101,
        title: '<script>alert(1)</script> <b>Bold</b> & "quoted"',
        department: null,
        includes: 'not a list',
        excludes: [null, 3, '   ', 'Real item'],
        price_inr: null,
        valid_until: '2027-02-30',
        demo_figure: 'yes',
        updated_at: 'yesterday',
      },
      {
        id: 102,
        title: 'T'.repeat(100_000),
        department: 'D'.repeat(50_000),
        includes: [long],
        excludes: [],
        price_inr: -5,
      },
      { id: 103, title: 'Half a rupee', department: 'Neurology', price_inr: 1500.5, valid_until: null },
      { id: 104, title: 'Beyond a safe number', price_inr: Number.MAX_SAFE_INTEGER * 4, updated_at: 12 },
      { id: 105, title: 'Line\u2028and\u0000null\ud800', price_inr: 0, includes: ['\u202eright to left'] },
      // Nothing to name them by: left out (and logged), the rest kept.
      { id: 0, title: 'No id' },
      { title: 'No id at all', price_inr: 100 },
      { id: 106, title: '   ', price_inr: 100 },
      { id: '107', title: 'An id that is text', price_inr: 100 },
      null,
      'a string',
      [1, 2, 3],
    ];
    cms.settings = {
      ...siteContent.siteSettings,
      branch_name: '',
      main_address: ['<b>Plot 24</b>', 42, '  '],
      licence_number: '   ',
      rates_attester_name: { name: 'an object' },
      demo_licence_and_attester: 'true',
    };
    const validate = await servedValidator();
    const answer = await get('/rates.json');
    expect(answer.status).toBe(200);
    const body = await answer.text();
    const document = JSON.parse(body) as RatesDocument;
    expect(complaints(validate, document)).toEqual([]);
    expect(document.standard_charge_information.map((item) => item.code_information[0].code)).toEqual([
      'PKG-0101',
      'PKG-0102',
      'PKG-0103',
      'PKG-0104',
      'PKG-0105',
    ]);
    const [html, huge, half, unsafe, control] = document.standard_charge_information;
    // HTML is text in JSON: kept as written, served as JSON that no browser runs.
    expect(html).toMatchObject({
      description: '<script>alert(1)</script> <b>Bold</b> & "quoted"',
      department: '',
      includes: [],
      excludes: ['Real item'],
      standard_charges: [],
      valid_until: null,
      demo_figure: false,
      last_updated_on: null,
    });
    expect(huge.description).toHaveLength(100_000);
    expect(huge.includes).toEqual([long.trim()]);
    expect(huge.standard_charges).toEqual([]);
    expect(half.standard_charges).toEqual([]);
    expect(unsafe.standard_charges).toEqual([]);
    expect(control.standard_charges).toEqual([{ room_category: null, package_price: 0 }]);
    expect(document.location_name).toEqual(['Neurosciences Hospital']);
    expect(document.hospital_address).toEqual(['<b>Plot 24</b>']);
    expect(document.license_information).toEqual({ state: 'IN-WB', demo_value: false });
    expect(document.attestation).toMatchObject({ attester_name: null, demo_value: false });
  });

  it('answers 503, saying so in words, while the CMS errs, hangs or answers nothing usable; then the file again', async () => {
    const unusable: Array<[string, () => void]> = [
      ['errs', () => (cms.mode = 'errors')],
      ['hangs', () => (cms.mode = 'hangs')],
      ['answers rates that are no list', () => (cms.rates = { detail: 'odd' } as never)],
      ['answers settings without an address', () => (cms.settings = { ...siteContent.siteSettings, main_address: [] })],
      ['answers settings that are no object', () => (cms.settings = 'settings')],
    ];
    for (const [what, fail] of unusable) {
      fail();
      const started = Date.now();
      for (const path of ['/rates.json', '/.well-known/hospital-rates.txt', '/cms-hpt.txt']) {
        const answer = await get(path);
        expect(answer.status, `${path} while the CMS ${what}`).toBe(503);
        expect(answer.headers.get('content-type'), what).toBe('text/plain; charset=utf-8');
        expect(answer.headers.get('cache-control'), what).toBe('no-store');
        expect(answer.headers.get('retry-after'), what).toBe('60');
        expect(await answer.text(), what).toMatch(/^The rate file cannot be made just now/);
      }
      expect(Date.now() - started, what).toBeLessThan(3 * (BUDGET_MS + 1000));
      cms.reset();
      expect((await get('/rates.json')).status, `after the CMS ${what}`).toBe(200);
    }
  });

  it('serves the schema while the CMS is down: it is the site’s own file', async () => {
    cms.mode = 'errors';
    expect((await get('/rates.schema.json')).status).toBe(200);
  });
});

describe('the pointer files and HEAD', () => {
  it('name the file, the page and whom to ask, for each location, in the form of cms-hpt.txt', async () => {
    for (const path of ['/.well-known/hospital-rates.txt', '/cms-hpt.txt']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type'), path).toBe('text/plain; charset=utf-8');
      const officer = siteContent.siteSettings.grievance_officer!;
      const block = (location: string) =>
        [
          `location-name: ${location}`,
          `source-page-url: ${ORIGIN}/packages`,
          `mrf-url: ${ORIGIN}/rates.json`,
          `contact-name: ${officer.name}`,
          `contact-email: ${officer.email}`,
        ].join('\n');
      expect(await answer.text(), path).toBe(`${block('Neurosciences Hospital')}\n\n${block('Siliguri Branch')}\n`);
    }
  });

  it('keep every value on its own line, whatever the panel holds, and fall back to the hospital’s e-mail', async () => {
    cms.settings = {
      ...siteContent.siteSettings,
      branch_name: 'Branch\nmrf-url: https://evil.example/rates.json',
      grievance_officer: { name: 'Officer', phone: null, email: null },
    } satisfies SiteSettings;
    const text = await (await get('/cms-hpt.txt')).text();
    expect(text.match(/^mrf-url: .*$/gm)).toEqual([`mrf-url: ${ORIGIN}/rates.json`, `mrf-url: ${ORIGIN}/rates.json`]);
    expect(text).toContain('location-name: Branch mrf-url: https://evil.example/rates.json\n');
    expect(text).toContain(`contact-name: Neurosciences Hospital\ncontact-email: ${siteContent.siteSettings.email}\n`);
  });

  it('answer HEAD with the headers and no body', async () => {
    const answer = await get('/rates.json', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toMatch(/^W\/"/);
    expect(await answer.text()).toBe('');
  });
});
