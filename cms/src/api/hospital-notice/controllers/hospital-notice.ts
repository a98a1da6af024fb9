import type { Core } from '@strapi/strapi';
import { factories } from '@strapi/strapi';
import type { Language } from '@hospital/contract';
import { openForm } from '../../../legacy/forms';
import { parseId, reply, replyNoContent } from '../../../legacy/http';
import { requestedLanguage } from '../../../legacy/localise';
import { createRecord, deleteById } from '../../../legacy/records';
import {
  toTodayDeskItem,
  toTodayItem,
  type BookingsService,
  type HospitalNoticeRecord,
} from '../../../legacy/today-shapes';
import { currentNotices, NOTICE_UID } from '../today/current';
import { readNotice, type NoticeData } from '../today/notice-form';

const DOCTOR_UID = 'api::doctor.doctor';

/** The doctors' names in a language, by document (a doctor without a translation keeps the English name). */
async function doctorNames(
  strapi: Core.Strapi,
  notices: readonly HospitalNoticeRecord[],
  language: Language,
): Promise<Map<string, string>> {
  const documents = [...new Set(notices.flatMap((notice) => (notice.doctor ? [notice.doctor.documentId] : [])))];
  if (language === 'en' || documents.length === 0) return new Map();
  const translated = (await strapi.documents(DOCTOR_UID).findMany({
    locale: language,
    filters: { documentId: { $in: documents } },
    fields: ['name'],
  })) as Array<{ documentId: string; name?: string | null }>;
  return new Map(translated.flatMap((doctor) => (doctor.name?.trim() ? [[doctor.documentId, doctor.name]] : [])));
}

/**
 * The items a new one takes the place of: there is one emergency department state, and one word
 * on a doctor's session (or on every OPD) for a date; leave stands beside other leave.
 */
function replacedBy(data: NoticeData): Record<string, unknown> | null {
  if (data.kind === 'emergency') return { kind: 'emergency' };
  if (data.kind === 'leave') return null;
  return {
    kind: data.kind,
    from_date: data.from_date,
    ...(data.doctor ? { doctor: { documentId: data.doctor } } : { all_opd: true }),
    session_start: data.session_start ?? { $null: true },
  };
}

/**
 * A leave or a closure: the bookings it falls on, for the desk to call (each patient is messaged
 * too). Asked of the bookings through their Strapi service: one content type imports no other.
 */
async function bookingsAffected(strapi: Core.Strapi, data: NoticeData, record: HospitalNoticeRecord) {
  if ((data.kind !== 'leave' && data.kind !== 'closed') || !data.from_date) return undefined;
  const doctorId = data.all_opd ? null : (record.doctor?.id ?? undefined);
  if (doctorId === undefined) return [];
  const bookings = strapi.service('api::opd-booking.opd-booking') as unknown as BookingsService;
  return bookings.closedBy({
    doctorId,
    from: data.from_date,
    to: data.to_date ?? data.from_date,
    start: data.session_start,
  });
}

export default factories.createCoreController(NOTICE_UID, ({ strapi }) => ({
  /** Anyone: the current items (the site's strip and doctors' cards, the reusable feed), cached, in `?locale=`. */
  async find(ctx) {
    const language = requestedLanguage(strapi, ctx, DOCTOR_UID);
    const notices = await currentNotices(strapi, new Date());
    const names = await doctorNames(strapi, notices, language);
    reply(
      ctx,
      200,
      notices.map((notice) => toTodayItem(notice, names)),
    );
  },

  /** Admins only: the current items with who set each. */
  async desk(ctx) {
    reply(ctx, 200, (await currentNotices(strapi, new Date())).map(toTodayDeskItem));
  },

  /** Admins only: sets one item (JSON or a form), replacing the one it supersedes; 201 with it. */
  async create(ctx) {
    const now = new Date();
    const { form, body } = openForm(strapi, ctx, NOTICE_UID);
    const data = await readNotice(strapi, form, body, now);
    form.assertValid();
    if (!data) return;
    const replaced = replacedBy(data);
    const superseded = replaced ? await currentNotices(strapi, now, replaced) : [];
    const user = ctx.state.user as { email?: string } | undefined;
    const record = await createRecord<HospitalNoticeRecord>(strapi, NOTICE_UID, {
      ...data,
      expires_at: data.expires_at.toISOString(),
      set_by: user?.email ?? null,
      set_at: now.toISOString(),
    });
    for (const notice of superseded) await strapi.documents(NOTICE_UID).delete({ documentId: notice.documentId });
    const affected = await bookingsAffected(strapi, data, record);
    reply(ctx, 201, { ...toTodayDeskItem(record), ...(affected && { affected }) });
  },

  /** Admins only: removes an item (current or not); 204, or 404 for an id no item has. */
  async delete(ctx) {
    await deleteById(strapi, NOTICE_UID, parseId(ctx));
    replyNoContent(ctx);
  },
}));
