import type { Context } from 'koa';
import type { Core, UID } from '@strapi/strapi';
import { parseId, replyNoContent } from './http';
import { answerList } from './lists';
import { deleteById } from './records';

type ListOptions = NonNullable<Parameters<typeof answerList>[4]>;

interface CollectionOptions<TRecord, TShape> {
  /** The record in the legacy answer's shape (shapes.ts). */
  shape: (record: TRecord) => TShape;
  /** The list's filters and paging, read from the request (`?type=`, `?page=`); none by default. */
  list?: (ctx: Context) => ListOptions;
  /** The type's own form: reads and checks it, stores the record, answers 201 with it. */
  create: (ctx: Context) => Promise<void>;
}

/**
 * The actions of a collection the admin screens list, add to and delete from (banners, doctors,
 * news, events, content): `find` answers the list newest first (lists.ts), `delete` removes a
 * record by id with its media unless another record uses them (204), `create` is the type's own.
 */
export function collectionActions<TRecord, TShape>(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  { shape, list, create }: CollectionOptions<TRecord, TShape>,
) {
  return {
    async find(ctx: Context) {
      await answerList(strapi, ctx, uid, shape, list?.(ctx));
    },
    create,
    async delete(ctx: Context) {
      await deleteById(strapi, uid, parseId(ctx));
      replyNoContent(ctx);
    },
  };
}
