import type { Context } from 'koa';
import type { Core, UID } from '@strapi/strapi';
import { notFound } from './errors';
import { findNewest, listInIdOrder } from './records';

/**
 * The read-only answers of the site's own content: a collection in id order (the specification's
 * order), or a single type's one record (404 while it does not exist).
 */
export async function answerInIdOrder<TRecord, TShape>(
  strapi: Core.Strapi,
  ctx: Context,
  uid: UID.ContentType,
  shape: (record: TRecord) => TShape,
): Promise<void> {
  ctx.body = (await listInIdOrder<TRecord>(strapi, uid)).map(shape);
}

export async function answerSingle<TRecord, TShape>(
  strapi: Core.Strapi,
  ctx: Context,
  uid: UID.ContentType,
  shape: (record: TRecord) => TShape,
): Promise<void> {
  const record = await findNewest<TRecord>(strapi, uid);
  if (!record) throw notFound();
  ctx.body = shape(record);
}
