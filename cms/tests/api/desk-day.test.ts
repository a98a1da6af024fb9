/**
 * The desk's day (issue 38): a call log appended by each save (never overwritten, the old note kept
 * as its first entry), search that finds a number whatever its spacing or script of digits, and a
 * CSV that Excel and LibreOffice open right (byte-order mark, Kolkata times, phone numbers without
 * a visible apostrophe while formulas stay neutralised).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCmsWithAdmin, type RunningCms, type SiteUser } from '@hospital/test-support/harness';
import { fillPhoneDigits } from '../../src/api/contact-request/desk/phone-digits';
import { RELAXED_LIMITS, snapshot } from './support';

const UID = 'api::contact-request.contact-request';
let cms: RunningCms;
let admin: SiteUser;

interface LogEntry {
  by: string | null;
  at: string | null;
  outcome: string | null;
  text: string | null;
}
interface DeskRequest {
  id: number;
  reference: string;
  name: string;
  status: string;
  note: string | null;
  call_log: LogEntry[];
}

beforeAll(async () => ({ cms, admin } = await startCmsWithAdmin({ env: RELAXED_LIMITS })));
afterAll(() => cms?.stop());

async function submit(name: string, phone = '+91 90000 00000'): Promise<DeskRequest> {
  const response = await cms.requestJson<DeskRequest>('/contact-requests/', { json: { name, phone } });
  expect(response.status).toBe(201);
  return response.body;
}

/** A save by the admin, unless another token (or none: null) is given. */
const patch = (id: number, json: unknown, token: string | null = admin.token) =>
  cms.requestJson<DeskRequest & Record<string, unknown>>(`/contact-requests/${id}/`, {
    method: 'PATCH',
    json,
    token: token ?? undefined,
  });

const opened = async (id: number) =>
  (await cms.requestJson<DeskRequest>(`/contact-requests/${id}/`, { token: admin.token })).body;

/** A row as the site stored it before the log and the searchable digits existed (no middleware ran). */
async function storedBefore(data: Record<string, unknown>): Promise<number> {
  const row = (await cms.strapi.db.query(UID).create({ data: { status: 'new', ...data } })) as { id: number };
  return row.id;
}

describe('the call log', () => {
  it('appends each save as an entry (who, when, outcome, what was said) and never overwrites one', async () => {
    const request = await submit('Log Patient');
    expect(request.call_log).toEqual([]);
    const first = await patch(request.id, { status: 'contacted', outcome: 'no_answer', log: 'Rang twice.' });
    expect(first.status).toBe(200);
    const second = await patch(request.id, { outcome: 'reached', log: '  MRI booked for Monday 10:00.  ' });
    expect(second.status).toBe(200);
    const log = (await opened(request.id)).call_log;
    expect(log).toMatchObject([
      { by: admin.email, outcome: 'no_answer', text: 'Rang twice.' },
      { by: admin.email, outcome: 'reached', text: 'MRI booked for Monday 10:00.' },
    ]);
    for (const entry of log) expect(Date.now() - Date.parse(entry.at!)).toBeLessThan(60_000);
    // The list shows it too, and the status saved alone adds no entry.
    await patch(request.id, { status: 'scheduled' });
    const listed = (
      await cms.requestJson<DeskRequest[]>('/contact-requests/?search=Log%20Patient', { token: admin.token })
    ).body;
    expect(listed[0]).toMatchObject({ status: 'scheduled', call_log: log });
  });

  it('keeps every entry when two desks save the same request at once', async () => {
    const request = await submit('Busy Patient');
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => patch(request.id, { log: `Call ${i}` })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    const texts = (await opened(request.id)).call_log.map((entry) => entry.text).sort();
    expect(texts).toEqual(['Call 0', 'Call 1', 'Call 2', 'Call 3', 'Call 4', 'Call 5']);
  });

  it("shows an older request's one note as its first entry, under whoever saved it, and keeps it there", async () => {
    const handledAt = new Date('2026-10-01T09:30:00Z');
    const id = await storedBefore({
      name: 'Old Note Patient',
      phone: '9830000000',
      note: 'Family will call back after the scan.',
      handled_by: 'earlier@hospital.example',
      handled_at: handledAt,
    });
    expect((await opened(id)).call_log).toEqual([
      {
        by: 'earlier@hospital.example',
        at: handledAt.toISOString(),
        outcome: null,
        text: 'Family will call back after the scan.',
      },
    ]);
    await patch(id, { log: 'Scan done; OPD on Friday.' });
    const after = await opened(id);
    expect(after.note).toBe('Family will call back after the scan.');
    expect(after.call_log).toMatchObject([
      { by: 'earlier@hospital.example', text: 'Family will call back after the scan.' },
      { by: admin.email, text: 'Scan done; OPD on Friday.' },
    ]);
    // A save from a screen that still sends `note` is appended, not written over the log.
    await patch(id, { note: 'Confirmed by phone.' });
    expect((await opened(id)).call_log.map((entry) => entry.text)).toEqual([
      'Family will call back after the scan.',
      'Scan done; OPD on Friday.',
      'Confirmed by phone.',
    ]);
  });

  it('refuses an entry from anyone but an admin, an over-long one and an unknown outcome, changing nothing', async () => {
    const request = await submit('Hostile Patient');
    const patient = await cms.createUser({ role: 'authenticated' });
    const before = await snapshot(cms);
    expect((await patch(request.id, { log: 'sneaky' }, null)).status).toBe(401);
    expect((await patch(request.id, { log: 'sneaky' }, patient.token)).status).toBe(403);
    expect(await patch(request.id, { log: 'x'.repeat(2001) })).toMatchObject({
      status: 400,
      body: { log: ['Ensure this field has no more than 2000 characters.'] },
    });
    expect(await patch(request.id, { status: 'closed', outcome: 'hung_up' })).toMatchObject({
      status: 400,
      body: { outcome: ['"hung_up" is not a valid choice.'] },
    });
    expect(await patch(request.id, { log: { $ne: null } })).toMatchObject({ status: 400 });
    expect(await patch(request.id, { log: '   ' })).toMatchObject({
      status: 400,
      body: { non_field_errors: ['Send a status or a note to save.'] },
    });
    expect(await snapshot(cms)).toEqual(before);
  });

  it('never shows the log to the patient who sent the request', async () => {
    const answer = await cms.requestJson<Record<string, unknown>>('/contact-requests/', {
      json: { name: 'Patient View', phone: '9830000001' },
    });
    expect(answer.body.call_log).toEqual([]);
  });
});

describe('desk search by number', () => {
  const names = async (search: string) =>
    (
      await cms.requestJson<DeskRequest[]>(`/contact-requests/?search=${encodeURIComponent(search)}`, {
        token: admin.token,
      })
    ).body
      .map((row) => row.name)
      .sort();

  beforeAll(async () => {
    await cms.strapi.db.query(UID).deleteMany({ where: {} });
    await submit('Plain Digits', '9830012345');
    await submit('Spaced Number', '+91 98300 54321');
    // Stored before numbers were normalised at entry, and before the digits were kept.
    await storedBefore({ name: 'Bengali Digits', phone: '৯৮৩০০ ৬৬৬৬৬', reference: 'NH-9001' });
    await storedBefore({ name: 'Devanagari Digits', phone: '+९१ ९८३००-७७७७७', reference: 'NH-9002' });
    await storedBefore({ name: 'Anonymous', phone: null, reference: 'NH-9003' });
    await fillPhoneDigits(cms.strapi);
  });

  it('finds a number typed with other spacing, dashes, country code or trunk zero', async () => {
    expect(await names('+91 98300 12345')).toEqual(['Plain Digits']);
    expect(await names('98300-12345')).toEqual(['Plain Digits']);
    expect(await names('098300 12345')).toEqual(['Plain Digits']);
    expect(await names('9830054321')).toEqual(['Spaced Number']);
    expect(await names('54321')).toEqual(['Spaced Number']);
  });

  it('finds numbers typed or stored in Bengali and Devanagari digits', async () => {
    expect(await names('9830066666')).toEqual(['Bengali Digits']);
    expect(await names('৯৮৩০০ ১২৩৪৫')).toEqual(['Plain Digits']);
    expect(await names('९८३००७७७७७')).toEqual(['Devanagari Digits']);
    expect(await names('98300')).toEqual(['Bengali Digits', 'Devanagari Digits', 'Plain Digits', 'Spaced Number']);
  });

  it('keeps a reference search to its reference', async () => {
    expect(await names('NH-9001')).toEqual(['Bengali Digits']);
  });
});

/** RFC 4180, as a spreadsheet program splits the file into cells. */
function cells(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i += 1) {
    const char = csv[i];
    if (quoted && char === '"' && csv[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && char === '\r' && csv[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i += 1;
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/**
 * What Excel or LibreOffice (formulas evaluated) shows in a cell: a cell starting `=`, `+`, `-` or
 * `@` is a formula; the only harmless one here is a quoted text, `="..."`, which shows that text.
 */
function shown(cell: string): { text: string } | { formula: string } {
  if (!/^[=+\-@]/.test(cell)) return { text: cell };
  const quotedText = /^="([^"]*)"$/.exec(cell);
  return quotedText ? { text: quotedText[1] } : { formula: cell };
}

describe('CSV export', () => {
  it('opens right in a spreadsheet: BOM, Kolkata times, numbers as typed, formulas neutralised', async () => {
    await cms.strapi.db.query(UID).deleteMany({ where: {} });
    const request = await submit('সুমিতা দাস', '+91 98300 12345');
    await cms.strapi.db
      .query(UID)
      .update({ where: { id: request.id }, data: { createdAt: new Date('2026-11-29T08:35:00Z') } });
    await patch(request.id, { outcome: 'reached', log: 'Booked.' });
    const hostile = ['=HYPERLINK("http://evil.example","Click")', '@SUM(1+1)', '-2+3+cmd|" /C calc"!A0', '+1+1'];
    for (const name of hostile) await submit(name, '09830012345');
    // A phone that is not a number is refused at entry now; a row stored before that may hold one.
    const odd_ = await submit('Odd Number', '+91 98300 00000');
    await cms.strapi.db.query(UID).update({ where: { id: odd_.id }, data: { phone: '+1-HYPERLINK' } });

    const response = await cms.request('/contact-requests/export/', { token: admin.token });
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = cells(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3)));
    const column = (label: string) => header.indexOf(label);
    const sumita = rows.find((row) => row[column('Name')] === 'সুমিতা দাস')!;
    expect(sumita[column('Received')]).toBe('2026-11-29 14:05');
    expect(sumita[column('Handled at')]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(shown(sumita[column('Phone')])).toEqual({ text: '+91 98300 12345' });
    expect(sumita[column('Call log')]).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} · .+ · Spoke to the patient · Booked\.$/,
    );
    for (const name of hostile) {
      const row = rows.find((candidate) => candidate[column('Name')] === `'${name}`);
      expect(row, name).toBeDefined();
      expect(shown(row![column('Phone')])).toEqual({ text: '09830012345' });
    }
    const odd = rows.find((row) => row[column('Name')] === 'Odd Number')!;
    expect(odd[column('Phone')]).toBe("'+1-HYPERLINK");
    // No cell anywhere runs as a formula of the patient's making.
    for (const row of rows) for (const cell of row) expect(shown(cell)).not.toHaveProperty('formula');
  });
});
