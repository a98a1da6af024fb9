import type { Context } from 'koa';
import type { Core, UID } from '@strapi/strapi';
import { notFound } from './errors';
import { inLanguage, oneInLanguage, requestedLanguage, shapedInLanguage } from './localise';
import { findNewest, listInIdOrder } from './records';

/**
 * The read-only answers of the site's own content: a collection in id order (the specification's
 * order), or a single type's one record (404 while it does not exist), in the language asked for.
 */
export async function answerInIdOrder<TRecord, TShape extends object>(
  strapi: Core.Strapi,
  ctx: Context,
  uid: UID.ContentType,
  shape: (record: TRecord) => TShape,
): Promise<void> {
  const language = requestedLanguage(strapi, ctx, uid);
  ctx.body = (await inLanguage(strapi, uid, await listInIdOrder<TRecord>(strapi, uid), language)).map(
    shapedInLanguage(shape, language),
  );
}

export async function answerSingle<TRecord, TShape extends object>(
  strapi: Core.Strapi,
  ctx: Context,
  uid: UID.ContentType,
  shape: (record: TRecord) => TShape,
): Promise<void> {
  const language = requestedLanguage(strapi, ctx, uid);
  const record = await findNewest<TRecord>(strapi, uid);
  if (!record) throw notFound();
  ctx.body = shapedInLanguage(shape, language)(await oneInLanguage(strapi, uid, record, language));
}
