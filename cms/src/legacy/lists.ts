import type { Context } from 'koa';
import type { Core, UID } from '@strapi/strapi';
import { inLanguage, requestedLanguage, shapedInLanguage } from './localise';
import { countRecords, listNewestFirst } from './records';
import { pageWindow, paged, readPaging } from './query';

/**
 * A list endpoint's answer, newest first: the plain array, or, for `pageable` lists asked with
 * `?page=`, DRF's `{count, results, next, previous}`. Two queries per page (count + rows with media
 * populated in one go), whatever the number of records, and one more for a translation (`?locale=`).
 */
export async function answerList<TRecord, TShape extends object>(
  strapi: Core.Strapi,
  ctx: Context,
  uid: UID.ContentType,
  shape: (record: TRecord) => TShape,
  options: { filters?: Record<string, unknown>; pageable?: boolean; linkParams?: readonly string[] } = {},
): Promise<void> {
  const language = requestedLanguage(strapi, ctx, uid);
  const paging = options.pageable ? readPaging(ctx.query) : null;
  if (!paging) {
    const records = await listNewestFirst<TRecord>(strapi, uid, { filters: options.filters });
    ctx.body = (await inLanguage(strapi, uid, records, language)).map(shapedInLanguage(shape, language));
    return;
  }
  const [count, records] = await Promise.all([
    countRecords(strapi, uid, options.filters),
    listNewestFirst<TRecord>(strapi, uid, { filters: options.filters, ...pageWindow(paging) }),
  ]);
  const results = (await inLanguage(strapi, uid, records, language)).map(shapedInLanguage(shape, language));
  ctx.body = paged(strapi, ctx, paging, count, results, options.linkParams);
}
