import { factories } from '@strapi/strapi';
import { fieldErrors, notFound } from '../../../legacy/errors';
import { openForm } from '../../../legacy/forms';
import { DEFAULT_LANGUAGE } from '../../../legacy/localise';
import { parseId, reply } from '../../../legacy/http';
import { answerList } from '../../../legacy/lists';
import { LANGUAGES, MESSAGES, REQUEST_TYPES, type ContactDeskSummary, type RequestType } from '@hospital/contract';
import { countRecords, createRecord, findByIdOr404, listNewestFirst } from '../../../legacy/records';
import { toContactRequest, type ContactRequestRecord, type ReplyPromise } from '../../../legacy/shapes';
import { openSealed } from '../../../legacy/sealed';
import { openReport, readReport, removeReports, REPORT_EXTENSIONS, storeReport } from '../desk/patient-reports';
import { callLog, readNewEntry, saveDeskChange, wantsNewEntry } from '../desk/call-log';
import { contactRequestsCsv } from '../desk/csv';
import { STATUSES, overdueFilter, queueFilters, typeFilter } from '../desk/filters';
import { notifyDesk } from '../desk/notify';
import { REQUEST_KINDS } from '../desk/request-types';
import { deskSettings } from '../desk/settings';
import { claimSubmission } from '../desk/submission-keys';

const UID = 'api::contact-request.contact-request';
/** The export is the desk's own record of a filtered list, not a backup: bounded like any answer. */
const MAX_EXPORT_ROWS = 10_000;

export default factories.createCoreController(UID, ({ strapi }) => {
  const shape =
    (now = new Date(), reader: ReplyPromise['reader'] = 'desk-list') =>
    (record: ContactRequestRecord) =>
      toContactRequest(record, {
        replyHours: deskSettings().replyHours,
        now,
        reader,
        passportNo: openSealed,
        callLog,
      });

  return {
    /** Admins only (role permission): the desk's queue, newest first, filtered, paged with `?page=`. */
    async find(ctx) {
      const now = new Date();
      const filters = queueFilters(ctx.query, deskSettings(), now);
      await answerList(strapi, ctx, UID, shape(now), { filters, pageable: true });
    },

    /** Admins only: what the dashboard shows. */
    async summary(ctx) {
      const settings = deskSettings();
      const openOf = (type: RequestType) =>
        countRecords(strapi, UID, { $and: [{ status: { $ne: 'closed' } }, typeFilter(type)] });
      const [open, waiting, overdue, ...openByType] = await Promise.all([
        countRecords(strapi, UID, { status: { $ne: 'closed' } }),
        countRecords(strapi, UID, { status: 'new' }),
        countRecords(strapi, UID, overdueFilter(settings)),
        ...REQUEST_TYPES.map(openOf),
      ]);
      reply(ctx, 200, {
        open,
        new: waiting,
        overdue,
        open_by_type: Object.fromEntries(REQUEST_TYPES.map((type, index) => [type, openByType[index]])) as Record<
          RequestType,
          number
        >,
        reply_hours: settings.replyHours,
        retention_days: settings.retentionDays,
      } satisfies ContactDeskSummary);
    },

    /** Admins only: the filtered queue as CSV, for the desk's own records. */
    async export(ctx) {
      const now = new Date();
      const filters = queueFilters(ctx.query, deskSettings(), now);
      const records = await listNewestFirst<ContactRequestRecord>(strapi, UID, {
        filters,
        start: 0,
        limit: MAX_EXPORT_ROWS,
      });
      ctx.set('Content-Disposition', `attachment; filename="contact-requests-${now.toISOString().slice(0, 10)}.csv"`);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = contactRequestsCsv(records.map(shape(now)));
    },

    /**
     * The public forms (no token, rate-limited per client address by the route): `type` picks the
     * fields (desk/request-types.ts); without one it is the contact form, as it always was.
     */
    async create(ctx) {
      const { form, body, files } = openForm(strapi, ctx, UID);
      const type = form.choice('type', { choices: REQUEST_TYPES, fallback: 'contact' });
      // An unknown type is refused on its own: its fields cannot be judged.
      form.assertValid({ withCodes: true });
      const kind = REQUEST_KINDS[type ?? 'contact'];
      // The page's language, so the desk can answer the patient in it.
      const language = form.choice('language', { choices: LANGUAGES, fallback: DEFAULT_LANGUAGE });
      const data = { type, language, ...(await kind.read({ form, body, strapi, now: new Date() })) };
      // Only an estimate takes a report (multipart, admitted by the request gate before parsing).
      const report = type === 'estimate' ? await readReport(files, form) : null;
      if (type !== 'estimate' && files?.report)
        form.fail('report', MESSAGES.reportOnlyForEstimate, { code: 'file_not_taken' });
      for (const field of Object.keys(files ?? {}))
        if (field !== 'report') form.fail(field, MESSAGES.onlyReportField, { code: 'file_not_taken' });
      form.assertValid({ withCodes: true });
      // A repeat of a submission already stored (the same Idempotency-Key) answers the first one.
      const submission = await claimSubmission(strapi, ctx, data);
      if (submission.earlierId !== undefined) {
        const earlier = await findByIdOr404<ContactRequestRecord>(strapi, UID, submission.earlierId);
        return reply(ctx, 200, shape(new Date(), 'patient')(earlier));
      }
      // A store that does not take the report (503, in the visitor's words) leaves no request behind.
      const stored = report
        ? await storeReport(strapi, report).catch(async (error: unknown) => {
            await submission.release();
            throw error;
          })
        : null;
      let record: ContactRequestRecord;
      try {
        record = await createRecord<ContactRequestRecord>(strapi, UID, { ...data, ...stored });
      } catch (error) {
        await removeReports(strapi, [stored?.report_file]);
        await submission.release();
        throw error;
      }
      await submission.settle(record.id);
      // Queued, never awaited: the desk's e-mail must not delay or fail the patient's submission.
      notifyDesk(strapi, shape()(record));
      reply(ctx, 201, shape(new Date(), 'patient')(record));
    },

    /** Admins only: one request as the desk opens it, the passport number whole. */
    async findOne(ctx) {
      const record = await findByIdOr404<ContactRequestRecord>(strapi, UID, parseId(ctx));
      reply(ctx, 200, shape(new Date(), 'desk-request')(record));
    },

    /** Admins only: the report attached to an estimate request, as it was sent; 404 when there is none. */
    async report(ctx) {
      const record = await findByIdOr404<ContactRequestRecord & { report_mime?: string | null }>(
        strapi,
        UID,
        parseId(ctx),
      );
      const opened = await openReport(strapi, record.report_file);
      if (!opened) throw notFound();
      // The name the browser titles the tab and saves the file with: the reference and the right extension.
      const extension = REPORT_EXTENSIONS[record.report_mime ?? ''] ?? 'bin';
      ctx.set(
        'Content-Disposition',
        `inline; filename="${record.reference ?? `request-${record.id}`}-report.${extension}"`,
      );
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.type = record.report_mime ?? 'application/octet-stream';
      // Streamed from its store as it is read: the desk never learns where or under what name.
      ctx.body = opened.stream;
      if (opened.length !== undefined) ctx.length = opened.length;
    },

    /**
     * Admins only: `{status?, log?, outcome?}` (`note`, the old form's field, is read as `log`): the
     * status is set, the entry appended to the call log, never overwriting one; records who and when.
     */
    async update(ctx) {
      const id = parseId(ctx);
      await findByIdOr404<ContactRequestRecord>(strapi, UID, id);
      const { form, body } = openForm(strapi, ctx, UID);
      const status =
        'status' in body ? form.choice('status', { required: MESSAGES.required, choices: STATUSES }) : null;
      const entry = wantsNewEntry(body) ? readNewEntry(form, body) : null;
      form.assertValid();
      if (!status && !entry) throw fieldErrors({ non_field_errors: [MESSAGES.deskNothingToSave] });
      const user = ctx.state.user as { email?: string } | undefined;
      await saveDeskChange(strapi, id, { status, entry, by: user?.email ?? null });
      reply(ctx, 200, shape()(await findByIdOr404<ContactRequestRecord>(strapi, UID, id)));
    },
  };
});
