/**
 * The patient desk: every request gets a reference (unique under concurrent submissions), admins
 * move it through its statuses with a note, filter and search the queue, see what is overdue,
 * export it as CSV; the retention job deletes only closed requests past the window, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCmsWithAdmin, type RunningCms, type SiteUser } from '@hospital/test-support/harness';
import { ISO_TIME, RELAXED_LIMITS, snapshot } from './support';

const UID = 'api::contact-request.contact-request';
let cms: RunningCms;
let admin: SiteUser;

interface DeskRequest {
  id: number;
  reference: string;
  name: string;
  status: string;
  note: string | null;
  handled_by: string | null;
  handled_at: string | null;
  overdue: boolean;
}

beforeAll(async () => ({ cms, admin } = await startCmsWithAdmin({ env: RELAXED_LIMITS })));
afterAll(() => cms?.stop());

async function submit(name: string, phone = '+91 90000 00000'): Promise<DeskRequest> {
  const response = await cms.requestJson<DeskRequest>('/contact-requests/', { json: { name, phone } });
  expect(response.status).toBe(201);
  return response.body;
}

const patch = (id: number, json: unknown, token: string | undefined = admin.token) =>
  cms.requestJson<Record<string, unknown>>(`/contact-requests/${id}/`, { method: 'PATCH', json, token });

/** Moves a request's sending time back, as if it had been sent that many hours ago. */
async function sentHoursAgo(id: number, hours: number): Promise<void> {
  await cms.strapi.db
    .query(UID)
    .update({ where: { id }, data: { createdAt: new Date(Date.now() - hours * 3600_000) } });
}

async function clearRequests(): Promise<void> {
  await cms.strapi.db.query(UID).deleteMany({ where: {} });
}

describe('references', () => {
  it('gives each of 25 concurrent submissions its own readable reference', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => submit(`Patient ${i}`)));
    const references = answers.map((answer) => answer.reference);
    for (const reference of references) expect(reference).toMatch(/^NH-\d{4,}$/);
    expect(new Set(references).size).toBe(25);
    // The reference the patient was told is the one the desk sees.
    const stored = (await cms.strapi.db
      .query(UID)
      .findMany({ where: { id: { $in: answers.map((a) => a.id) } } })) as DeskRequest[];
    expect(stored.map((row) => row.reference).sort()).toEqual([...references].sort());
  });
});

describe('PATCH /contact-requests/{id}/', () => {
  it('moves a request from new to closed, recording the note, who handled it and when', async () => {
    const request = await submit('Status Patient');
    expect(request.status).toBe('new');
    for (const status of ['contacted', 'scheduled', 'closed']) {
      const response = await patch(request.id, { status });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: request.id,
        reference: request.reference,
        status,
        handled_by: admin.email,
      });
      expect(response.body.handled_at).toMatch(ISO_TIME);
    }
    // The old form's `note` is appended to the call log (desk-day.test.ts), never written over it.
    const noted = await patch(request.id, { note: '  Called back; MRI booked for Monday.  ' });
    expect(noted.body).toMatchObject({
      status: 'closed',
      call_log: [{ by: admin.email, text: 'Called back; MRI booked for Monday.' }],
    });
    // A request can be reopened: the desk decides, not a fixed order.
    expect((await patch(request.id, { status: 'new' })).body).toMatchObject({ status: 'new' });
  });

  it('answers 400 with a field error for an unknown status and changes nothing', async () => {
    const request = await submit('Bad Status');
    const before = await snapshot(cms);
    expect(await patch(request.id, { status: 'done', note: 'lost?' })).toMatchObject({
      status: 400,
      body: { status: ['"done" is not a valid choice.'] },
    });
    expect(await patch(request.id, { status: '' })).toMatchObject({
      status: 400,
      body: { status: ['This field is required.'] },
    });
    expect(await patch(request.id, { note: 'x'.repeat(2001) })).toMatchObject({
      status: 400,
      body: { note: ['Ensure this field has no more than 2000 characters.'] },
    });
    expect(await patch(request.id, {})).toMatchObject({
      status: 400,
      body: { non_field_errors: ['Send a status or a note to save.'] },
    });
    expect(await snapshot(cms)).toEqual(before);
  });

  it('answers 404 for a request that does not exist', async () => {
    expect(await patch(99_999, { status: 'closed' })).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
  });
});

describe('the queue: filters, search, paging, overdue', () => {
  let fresh: DeskRequest;
  let late: DeskRequest;
  let called: DeskRequest;
  beforeAll(async () => {
    await clearRequests();
    late = await submit('Ruma Sen', '+91 98300 11111');
    await sentHoursAgo(late.id, 30);
    called = await submit('Kabir Ali', '+91 98300 22222');
    await sentHoursAgo(called.id, 30);
    await patch(called.id, { status: 'contacted' });
    fresh = await submit('Ruma Ghosh', '+91 98300 33333');
  });

  const list = async (query: string) =>
    (await cms.requestJson<DeskRequest[]>(`/contact-requests/${query}`, { token: admin.token })).body.map(
      (row) => row.name,
    );

  it('marks only requests still new past the reply promise as overdue', async () => {
    const rows = (await cms.requestJson<DeskRequest[]>('/contact-requests/', { token: admin.token })).body;
    expect(Object.fromEntries(rows.map((row) => [row.name, row.overdue]))).toEqual({
      'Ruma Sen': true,
      'Kabir Ali': false,
      'Ruma Ghosh': false,
    });
    expect(await list('?overdue=true')).toEqual(['Ruma Sen']);
  });

  it('filters by status (and open), searches name, phone and reference, newest first', async () => {
    expect(await list('?status=contacted')).toEqual(['Kabir Ali']);
    expect(await list('?status=new')).toEqual(['Ruma Ghosh', 'Ruma Sen']);
    expect(await list('?status=open')).toEqual(['Ruma Ghosh', 'Kabir Ali', 'Ruma Sen']);
    expect(await list('?search=ruma')).toEqual(['Ruma Ghosh', 'Ruma Sen']);
    expect(await list('?search=22222')).toEqual(['Kabir Ali']);
    expect(await list(`?search=${late.reference.toLowerCase()}`)).toEqual(['Ruma Sen']);
    expect(await list('?search=ruma&status=new&overdue=true')).toEqual(['Ruma Sen']);
    const paged = await cms.requestJson<{ count: number; results: DeskRequest[]; next: string | null }>(
      '/contact-requests/?status=open&page=1&page_size=2',
      { token: admin.token },
    );
    expect(paged.body).toMatchObject({ count: 3, results: [{ name: 'Ruma Ghosh' }, { name: 'Kabir Ali' }] });
    expect(paged.body.next).toContain('status=open');
    expect(fresh.overdue).toBe(false);
  });

  it('answers 400 for an unknown status filter', async () => {
    expect(await cms.requestJson('/contact-requests/?status=done', { token: admin.token })).toMatchObject({
      status: 400,
      body: { status: ['"done" is not a valid choice.'] },
    });
  });

  it('counts open and overdue requests for the dashboard', async () => {
    const summary = await cms.requestJson('/contact-requests/summary/', { token: admin.token });
    expect(summary).toMatchObject({
      status: 200,
      body: {
        open: 3,
        new: 2,
        overdue: 1,
        open_by_type: { contact: 3, appointment: 0, feedback: 0 },
        reply_hours: 24,
        retention_days: 365,
      },
    });
    await patch(late.id, { status: 'contacted' });
    expect((await cms.requestJson('/contact-requests/summary/', { token: admin.token })).body).toMatchObject({
      open: 3,
      new: 1,
      overdue: 0,
    });
    await patch(late.id, { status: 'closed' });
    expect((await cms.requestJson('/contact-requests/summary/', { token: admin.token })).body).toMatchObject({
      open: 2,
      overdue: 0,
    });
    await patch(late.id, { status: 'new' });
  });

  it('exports the filtered queue as CSV, with formulas kept as text', async () => {
    await submit('=HYPERLINK("http://evil.example","Click")', '12345');
    const response = await cms.request('/contact-requests/export/?search=ruma', { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Received,Status,Overdue,Name,Phone,Email,Gender,Age,Message,Note,Handled by,Handled at,Type,Doctor,Preferred date,Procedure,Department,Name on passport,Nationality,Attendants,Language,Call log',
    );
    expect(lines.slice(1).map((line) => line.split(',')[4])).toEqual(['Ruma Ghosh', 'Ruma Sen']);
    expect(lines[2]).toContain(`${late.reference},`);
    expect(lines[2]).toContain(',yes,Ruma Sen,');
    const all = await (await cms.request('/contact-requests/export/', { token: admin.token })).text();
    expect(all).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(all).not.toMatch(/[\n,]=HYPERLINK/);
  });
});

describe('retention', () => {
  it('deletes only closed requests past the window, and runs once a day', async () => {
    await clearRequests();
    const oldClosed = await submit('Old Closed');
    const oldOpen = await submit('Old Open');
    const recentClosed = await submit('Recent Closed');
    await patch(oldClosed.id, { status: 'closed' });
    await patch(recentClosed.id, { status: 'closed' });
    await sentHoursAgo(oldClosed.id, 366 * 24);
    await sentHoursAgo(oldOpen.id, 400 * 24);
    await sentHoursAgo(recentClosed.id, 364 * 24);

    const { deleteExpiredRequests } = await import('../../dist/src/api/contact-request/desk/retention.js');
    const settings = { replyHours: 24, retentionDays: 365, notifyTo: null, siteUrl: null };
    expect(await deleteExpiredRequests(cms.strapi, settings, new Date(), { force: true })).toEqual({
      ran: true,
      deleted: 1,
    });
    const left = (await cms.strapi.db.query(UID).findMany({ orderBy: { id: 'asc' } })) as DeskRequest[];
    expect(left.map((row) => row.name)).toEqual(['Old Open', 'Recent Closed']);

    // Several instances fire the same rule: whichever comes second that day does nothing.
    await sentHoursAgo(recentClosed.id, 400 * 24);
    const runs = await Promise.all([
      deleteExpiredRequests(cms.strapi, settings),
      deleteExpiredRequests(cms.strapi, settings),
    ]);
    expect(runs.filter((run) => run.ran)).toEqual([]);
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const next = await Promise.all([
      deleteExpiredRequests(cms.strapi, settings, tomorrow),
      deleteExpiredRequests(cms.strapi, settings, tomorrow),
    ]);
    expect(next.filter((run) => run.ran)).toEqual([{ ran: true, deleted: 1 }]);
    expect(((await cms.strapi.db.query(UID).findMany({})) as DeskRequest[]).map((row) => row.name)).toEqual([
      'Old Open',
    ]);
  });
});

describe("patients' details stay out of the logs", () => {
  it('logs a desk search by its path, never the name or phone searched for', async () => {
    const lines: string[] = [];
    const original = cms.strapi.log.http.bind(cms.strapi.log);
    cms.strapi.log.http = ((message: string) => {
      lines.push(String(message));
      return original(message);
    }) as typeof cms.strapi.log.http;
    try {
      const found = await cms.request('/contact-requests/?search=Ananya%20Logsearch&status=new', {
        token: admin.token,
      });
      expect(found.status).toBe(200);
      await cms.request('/contact-requests/export/?search=9876500000', { token: admin.token });
    } finally {
      cms.strapi.log.http = original;
    }
    expect(lines.some((line) => line.includes('/api/contact-requests'))).toBe(true);
    expect(lines.filter((line) => /Ananya|Logsearch|9876500000|search=/.test(line))).toEqual([]);
  });
});
