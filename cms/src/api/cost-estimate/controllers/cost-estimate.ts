import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { MESSAGES, REVISION_INFORM_HOURS } from '@hospital/contract';
import { detailError, notFound } from '../../../legacy/errors';
import { openForm } from '../../../legacy/forms';
import { parseId, reply } from '../../../legacy/http';
import { recordByPatientKey } from '../../../legacy/patient-key';
import { readAmounts } from '../estimate/amounts';
import {
  ESTIMATE_UID,
  POPULATE,
  REVISION_UID,
  amountColumns,
  toCostEstimate,
  toPatientEstimate,
  type EstimateRecord,
} from '../estimate/record';
import { typedEstimateReference } from '../estimate/reference';

const REQUEST_UID = 'api::contact-request.contact-request';
/** The desk's list is its working set, not an archive: bounded like any answer. */
const MAX_LISTED = 500;
const HOUR = 3_600_000;

interface RequestRecord {
  id: number;
  type: string;
  reference: string | null;
  name: string | null;
  phone: string | null;
}

/** The admin saving, by e-mail: the CMS's session says who, never the body. */
const adminOf = (ctx: Context): string => (ctx.state.user as { email?: string } | undefined)?.email ?? 'unknown';

export default factories.createCoreController(ESTIMATE_UID, ({ strapi }) => {
  const findEstimate = async (id: number): Promise<EstimateRecord> => {
    const record = (await strapi.db
      .query(ESTIMATE_UID)
      .findOne({ where: { id }, populate: POPULATE })) as EstimateRecord | null;
    if (!record) throw notFound();
    return record;
  };

  /** The estimates with a revision past its 24 hours whose family has not been told. */
  const overdueIds = async (now: Date): Promise<number[]> => {
    // Revised before this, a revision's due time (dueAt) is already past.
    const revisedBefore = new Date(now.getTime() - REVISION_INFORM_HOURS * HOUR);
    const rows = (await strapi.db.query(REVISION_UID).findMany({
      where: { family_informed_at: { $null: true }, revised_at: { $lt: revisedBefore } },
      populate: { estimate: { select: ['id'] } },
    })) as Array<{ estimate?: { id: number } | null }>;
    return [...new Set(rows.flatMap((row) => (row.estimate ? [row.estimate.id] : [])))];
  };

  /** The estimate request an estimate answers: an estimate request, not yet answered. */
  const answeredRequest = async (raw: unknown): Promise<RequestRecord | null> => {
    if (raw === undefined || raw === null || raw === '') return null;
    const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
    if (!/^[1-9]\d{0,9}$/.test(text)) throw notFound();
    const request = (await strapi.db
      .query(REQUEST_UID)
      .findOne({ where: { id: Number(text) } })) as RequestRecord | null;
    if (!request) throw notFound();
    if (request.type !== 'estimate') throw detailError(400, MESSAGES.estimateRequestNotEstimate);
    const answered = await strapi.db.query(ESTIMATE_UID).count({ where: { request: { id: request.id } } });
    if (answered > 0) throw detailError(409, MESSAGES.estimateRequestAnswered);
    return request;
  };

  return {
    /** Admins only: every estimate, newest first, with its revisions' clocks; `?overdue=true` only those past one. */
    async find(ctx) {
      const now = new Date();
      const onlyOverdue = ctx.query.overdue === 'true';
      const where = onlyOverdue ? { id: { $in: await overdueIds(now) } } : {};
      const records = (await strapi.db.query(ESTIMATE_UID).findMany({
        where,
        populate: POPULATE,
        orderBy: { id: 'desc' },
        limit: MAX_LISTED,
      })) as EstimateRecord[];
      reply(
        ctx,
        200,
        records.map((record) => toCostEstimate(record, now)),
      );
    },

    /**
     * Admins only: `{request?, name, phone, procedure, <head>_rupees...}`. Answering an estimate
     * request, it carries that request's reference, and its name and phone unless others are given.
     */
    async create(ctx) {
      const { form, body } = openForm(strapi, ctx, ESTIMATE_UID);
      const request = await answeredRequest(body.request);
      const typedName = form.text('name', { required: request?.name ? undefined : MESSAGES.required });
      const typedPhone = form.phone('phone', { required: request?.phone ? undefined : MESSAGES.required });
      const procedure = form.text('procedure', { required: MESSAGES.required });
      const amounts = readAmounts(form);
      form.assertValid();
      if (!amounts) return;
      const created = (await strapi.documents(ESTIMATE_UID).create({
        data: {
          name: typedName ?? request?.name ?? '',
          phone: typedPhone ?? request?.phone ?? '',
          procedure: procedure ?? '',
          ...amountColumns(amounts),
          created_by: adminOf(ctx),
          ...(request && { request: request.id, reference: request.reference ?? undefined }),
        },
      })) as { id: number };
      reply(ctx, 201, toCostEstimate(await findEstimate(created.id), new Date()));
    },

    /** Admins only: `{<head>_rupees..., reason}`, the new amounts; who and when are the CMS's. */
    async revise(ctx) {
      const estimate = await findEstimate(parseId(ctx));
      const { form } = openForm(strapi, ctx, REVISION_UID);
      const amounts = readAmounts(form);
      const reason = form.text('reason', { required: MESSAGES.required });
      form.assertValid();
      if (!amounts || reason === null) return;
      await strapi.documents(REVISION_UID).create({
        data: {
          estimate: estimate.id,
          revised_at: new Date().toISOString(),
          revised_by: adminOf(ctx),
          reason,
          ...amountColumns(amounts),
        },
      });
      reply(ctx, 201, toCostEstimate(await findEstimate(estimate.id), new Date()));
    },

    /** Admins only: the family was told of revision `{id}`; once, by whom and when the CMS says. */
    async informed(ctx) {
      const id = parseId(ctx);
      const revision = (await strapi.db
        .query(REVISION_UID)
        .findOne({ where: { id }, populate: { estimate: { select: ['id'] } } })) as {
        id: number;
        family_informed_at: string | null;
        estimate?: { id: number } | null;
      } | null;
      if (!revision?.estimate) throw notFound();
      // Conditional on not yet informed: two clicks at once record one moment, the first.
      const updated = await strapi.db.query(REVISION_UID).updateMany({
        where: { id, family_informed_at: { $null: true } },
        data: { family_informed_at: new Date(), family_informed_by: adminOf(ctx) },
      });
      if (updated.count === 0) throw detailError(409, MESSAGES.estimateRevisionInformed);
      reply(ctx, 200, toCostEstimate(await findEstimate(revision.estimate.id), new Date()));
    },

    /** Anyone (rate-limited, the bookings' bucket): the estimate of a reference and its phone, or the one 404. */
    async lookup(ctx) {
      const { form } = openForm(strapi, ctx, ESTIMATE_UID);
      const record = await recordByPatientKey<EstimateRecord>(strapi, form, {
        uid: ESTIMATE_UID,
        storedReference: typedEstimateReference,
        populate: POPULATE,
      });
      ctx.set('Cache-Control', 'no-store');
      reply(ctx, 200, toPatientEstimate(record));
    },
  };
});
