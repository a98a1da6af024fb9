/**
 * Estimate requests with a report, and medical-visa invitation letters (issue 30): the report is
 * judged by its bytes, kept out of the public folder and read only with an admin's token; the
 * passport number is sealed at rest, never answered to the patient, masked in the desk's lists and
 * the CSV, whole to an admin who opens the request; retention takes both away with the request.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeText } from '../../src/api/contact-request/desk/notify';
import { hospitalToday } from '../../src/utils/hospital-day';
import {
  currentTarget,
  disguisedFile,
  formData,
  imageFile,
  startCmsWithAdmin,
  type RunningCms,
  type SiteUser,
  pdfFile,
} from '@hospital/test-support/harness';
import { RELAXED_LIMITS } from './support';

const UID = 'api::contact-request.contact-request';
const PASSPORT = 'EB0987654';

let cms: RunningCms;
let admin: SiteUser;
let reportsDir = '';

beforeAll(async () => {
  ({ cms, admin } = await startCmsWithAdmin({ env: RELAXED_LIMITS }));
  reportsDir = cms.database.env.PATIENT_REPORTS_DIR;
});
afterAll(() => cms?.stop());

const estimate = (fields: Record<string, string | File | undefined> = {}) =>
  cms.requestJson<Record<string, unknown>>('/contact-requests/', {
    form: formData({
      type: 'estimate',
      name: 'Rafiq Hasan',
      phone: '+880 1712 345678',
      procedure: 'Lumbar microdiscectomy',
      ...fields,
    }),
  });

const inDays = (days: number) =>
  new Date(Date.parse(`${hospitalToday(new Date())}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const visa = (extra: Record<string, unknown> = {}) =>
  cms.requestJson<Record<string, unknown>>('/contact-requests/', {
    json: {
      type: 'visa',
      name: 'Nasrin Akter',
      phone: '+880 1811 000111',
      passport_name: 'NASRIN AKTER',
      passport_no: 'eb 0987654',
      nationality: 'Bangladeshi',
      attendants: 2,
      preferred_date: inDays(30),
      department: 'Neurosurgery',
      ...extra,
    },
  });

describe('an estimate request with a report', () => {
  it('is received with its report, which only an admin can read, from outside the public folder', async () => {
    const sent = await estimate({ report: pdfFile(), department: 'Neurosurgery' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      type: 'estimate',
      procedure: 'Lumbar microdiscectomy',
      department: 'Neurosurgery',
      report_url: null,
      reference: expect.stringMatching(/^NH-\d{4}$/),
    });
    const id = sent.body.id as number;

    const opened = await cms.requestJson<Record<string, unknown>>(`/contact-requests/${id}/`, { token: admin.token });
    expect(opened.body.report_url).toBe(`/api/contact-requests/${id}/report/`);
    const reportUrl = `${cms.url}${opened.body.report_url as string}`;

    const asAdmin = await cms.request(reportUrl, { token: admin.token });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(Buffer.from(await asAdmin.arrayBuffer()).toString('latin1')).toMatch(/^%PDF-1\.4/);

    expect((await cms.request(reportUrl)).status).toBe(401);
    const patient = await cms.createUser({ role: 'authenticated' });
    expect((await cms.request(reportUrl, { token: patient.token })).status).toBe(403);

    // Stored privately under its own random name, nowhere in the public folder.
    expect(readdirSync(reportsDir)).toHaveLength(1);
    const publicFiles = readdirSync(cms.database.publicDir, { recursive: true }).map(String);
    expect(publicFiles.filter((file) => file.includes('mri-report') || file.endsWith('.pdf'))).toEqual([]);
  });

  it('takes JPEG and PNG photos of a report too, and no report at all', async () => {
    expect((await estimate({ report: await imageFile({ format: 'png', name: 'scan.png' }) })).status).toBe(201);
    expect((await estimate({ report: await imageFile({ format: 'jpeg' }) })).status).toBe(201);
    const without = await cms.requestJson<Record<string, unknown>>('/contact-requests/', {
      json: { type: 'estimate', name: 'A', phone: '1', procedure: 'Video EEG' },
    });
    expect(without.status).toBe(201);
  });

  it('refuses on `report` a file that is not a PDF, JPEG or PNG by its bytes, and one over 10 MB', async () => {
    const before = readdirSync(reportsDir).length;
    const disguised = await estimate({ report: disguisedFile('report.pdf', '<html>x</html>', 'application/pdf') });
    expect(disguised.status).toBe(400);
    expect(disguised.body.report).toEqual(['Attach the report as a PDF, JPEG or PNG file.']);
    const webp = await estimate({ report: await imageFile({ format: 'webp' }) });
    expect(webp.body.report).toEqual(['Attach the report as a PDF, JPEG or PNG file.']);

    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set(Buffer.from('%PDF-1.4\n'));
    const tooLarge = await estimate({ report: new File([big], 'big.pdf', { type: 'application/pdf' }) });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.report).toEqual(['The report must be at most 10 MB; send a smaller scan or photo.']);
    expect(tooLarge.body.codes).toEqual({ report: [{ code: 'file_too_large', max: 10 * 1024 * 1024 }] });
    expect(webp.body.codes).toEqual({ report: [{ code: 'file_type' }] });
    expect(readdirSync(reportsDir)).toHaveLength(before);
  });

  it('refuses a body declared over 11 MB before reading it, and a report on any other type', async () => {
    const huge = new Uint8Array(12 * 1024 * 1024);
    const before = readdirSync(reportsDir).length;
    // Answered unread: the connection may close while the client is still sending, so the 400 can
    // arrive as a reset instead (nginx's 11m cap answers 413 in front of it in production).
    const refused = await cms
      .request('/contact-requests/', {
        form: formData({ type: 'estimate', name: 'A', phone: '1', procedure: 'P', report: new File([huge], 'x.pdf') }),
      })
      .then(async (response) => ({ status: response.status, body: await response.json() }))
      .catch(() => 'reset' as const);
    if (refused !== 'reset') {
      expect(refused).toEqual({
        status: 400,
        body: {
          report: ['The report must be at most 10 MB; send a smaller scan or photo.'],
          codes: { report: [{ code: 'file_too_large', max: 10 * 1024 * 1024 }] },
        },
      });
    }
    expect(readdirSync(reportsDir)).toHaveLength(before);

    const onContact = await cms.requestJson<Record<string, unknown>>('/contact-requests/', {
      form: formData({ name: 'A', phone: '1', report: pdfFile() }),
    });
    expect(onContact.status).toBe(400);
    expect(onContact.body.report).toEqual(['A report can only be attached to an estimate request.']);
  });

  it('needs the procedure, and still takes no anonymous multipart body anywhere else', async () => {
    const missing = await estimate({ procedure: undefined });
    expect(missing.status).toBe(400);
    expect(missing.body.procedure).toEqual(['This field is required.']);
    const otherField = await estimate({ image: await imageFile() });
    expect(otherField.body).toEqual({
      image: ['Attach files only as the report.'],
      codes: { image: [{ code: 'file_not_taken' }] },
    });
    const elsewhere = await cms.request('/news/create/', { form: formData({ title: 'T', image: pdfFile() }) });
    expect([401, 415]).toContain(elsewhere.status);
  });
});

describe('a visa invitation letter request', () => {
  it('never answers the passport number to the patient, masks it in lists and the CSV, shows it whole to an admin', async () => {
    const sent = await visa();
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      type: 'visa',
      passport_name: 'NASRIN AKTER',
      passport_no: null,
      nationality: 'Bangladeshi',
      attendants: 2,
      department: 'Neurosurgery',
    });
    expect(JSON.stringify(sent.body)).not.toContain('0987654');
    const id = sent.body.id as number;

    const list = await cms.requestJson<Array<Record<string, unknown>>>('/contact-requests/?type=visa', {
      token: admin.token,
    });
    expect(list.body.find((row) => row.id === id)?.passport_no).toBe('••••7654');
    const opened = await cms.requestJson<Record<string, unknown>>(`/contact-requests/${id}/`, { token: admin.token });
    expect(opened.body.passport_no).toBe(PASSPORT);
    expect((await cms.request(`/contact-requests/${id}/`)).status).toBe(401);

    const csv = await (await cms.request('/contact-requests/export/?type=visa', { token: admin.token })).text();
    expect(csv).toContain('NASRIN AKTER');
    expect(csv).not.toContain('0987654');
  });

  it.runIf(currentTarget() === 'sqlite')(
    'keeps the passport number out of the database file in plain text',
    async () => {
      await visa({ passport_no: 'ZX7766554433' });
      const stored = (await cms.strapi.db.query(UID).findOne({ where: { passport_name: 'NASRIN AKTER' } })) as {
        passport_no: string;
      };
      expect(stored.passport_no).toMatch(/^v1:/);
      const dbFile = cms.database.name;
      const bytes = [dbFile, `${dbFile}-wal`]
        .filter((file) => existsSync(file))
        .map((file) => readFileSync(file).toString('latin1'))
        .join('');
      expect(bytes).toContain('NASRIN AKTER');
      expect(bytes).not.toContain('ZX7766554433');
      expect(bytes).not.toContain(PASSPORT);
    },
  );

  it('refuses more than two attendants on `attendants`, and names each missing field', async () => {
    const three = await visa({ attendants: 3 });
    expect(three.status).toBe(400);
    expect(three.body).toEqual({
      attendants: ['A medical visa allows at most two attendants with the patient.'],
      codes: { attendants: [{ code: 'too_many_attendants', max: 2 }] },
    });
    expect((await visa({ attendants: -1 })).body).toHaveProperty('attendants');
    expect((await visa({ attendants: 'two' })).body).toHaveProperty('attendants');
    const empty = await cms.requestJson<Record<string, string[]>>('/contact-requests/', {
      json: { type: 'visa', name: 'A', phone: '1' },
    });
    expect(Object.keys(empty.body).sort()).toEqual(
      ['codes', 'department', 'nationality', 'passport_name', 'passport_no', 'preferred_date'].sort(),
    );
    expect((await visa({ passport_no: '<script>' })).body).toEqual({
      passport_no: ['Enter the passport number as printed: 6 to 20 letters and digits.'],
      codes: { passport_no: [{ code: 'invalid_passport' }] },
    });
    expect((await visa({ preferred_date: inDays(-1) })).body).toHaveProperty('preferred_date');
    expect((await visa({ department: undefined, doctor: 999999 })).body).toHaveProperty('doctor');
  });

  it("names the type only in the desk's notice", () => {
    const settings = { replyHours: 24, retentionDays: 365, notifyTo: 'desk@example.in', siteUrl: null };
    const subject = { id: 7, reference: 'NH-0007', created_at: 'now', reply_by: 'later' };
    const forVisa = noticeText(settings, { ...subject, type: 'visa' });
    expect(forVisa.subject).toBe('New visa invitation letter request NH-0007');
    const forEstimate = noticeText(settings, { ...subject, type: 'estimate' });
    expect(forEstimate.subject).toBe('New estimate request NH-0007');
    expect(forEstimate.text).not.toMatch(/microdiscectomy|passport|report/i);
  });
});

describe('retention', () => {
  it('deletes a closed estimate with its report file, and a closed visa request with its sealed passport', async () => {
    const sent = await estimate({ report: pdfFile('old.pdf') });
    const id = sent.body.id as number;
    const row = (await cms.strapi.db.query(UID).findOne({ where: { id } })) as { report_file: string };
    expect(existsSync(join(reportsDir, row.report_file))).toBe(true);
    const letter = await visa();
    for (const each of [id, letter.body.id as number]) {
      await cms.strapi.db.query(UID).update({
        where: { id: each },
        data: { status: 'closed', createdAt: new Date(Date.now() - 400 * 86_400_000) },
      });
    }
    const { deleteExpiredRequests } = await import('../../dist/src/api/contact-request/desk/retention.js');
    const settings = { replyHours: 24, retentionDays: 365, notifyTo: null, siteUrl: null };
    expect(await deleteExpiredRequests(cms.strapi, settings, new Date(), { force: true })).toEqual({
      ran: true,
      deleted: 2,
    });
    expect(existsSync(join(reportsDir, row.report_file))).toBe(false);
    expect(await cms.strapi.db.query(UID).findOne({ where: { id: letter.body.id as number } })).toBeNull();
    expect((await cms.request(`/contact-requests/${id}/report/`, { token: admin.token })).status).toBe(404);
  });
});
