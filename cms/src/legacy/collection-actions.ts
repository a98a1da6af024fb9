import type { Context } from 'koa';
import type { Core, UID } from '@strapi/strapi';
import { openForm } from './forms';
import { parseId, reply, replyNoContent } from './http';
import { answerList } from './lists';
import { createRecord, deleteById, updateRecord, type Identified, type ImageFields } from './records';

type ListOptions = NonNullable<Parameters<typeof answerList>[4]>;

/** What a create stores: the record's fields and its checked images; `into`, a record to update instead. */
interface Submission {
  data: Record<string, unknown>;
  images: ImageFields;
  into?: Identified | null;
}

interface CollectionOptions<TRecord, TShape> {
  /** The record in the legacy answer's shape (shapes.ts). */
  shape: (record: TRecord) => TShape;
  /** The list's filters and paging, read from the request (`?type=`, `?page=`); none by default. */
  list?: (ctx: Context) => ListOptions;
  /** Reads the type's form (its errors are answered 400 together once it returns) and says what to store. */
  read: (submitted: ReturnType<typeof openForm>) => Promise<Submission>;
}

/**
 * The actions of a collection the admin screens list, add to and delete from (banners, doctors,
 * news, events, content): `find` answers the list newest first (lists.ts), `create` stores what
 * the type's form reads and answers 201 with it, `delete` removes a record by id with its media
 * unless another record uses them (204).
 */
export function collectionActions<TRecord, TShape extends object>(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  { shape, list, read }: CollectionOptions<TRecord, TShape>,
) {
  return {
    async find(ctx: Context) {
      await answerList(strapi, ctx, uid, shape, list?.(ctx));
    },
    async create(ctx: Context) {
      const submitted = openForm(strapi, ctx, uid);
      const { data, images, into } = await read(submitted);
      submitted.form.assertValid();
      const saved = into
        ? await updateRecord<TRecord>(strapi, uid, into, data, images)
        : await createRecord<TRecord>(strapi, uid, data, images);
      reply(ctx, 201, shape(saved));
    },
    async delete(ctx: Context) {
      await deleteById(strapi, uid, parseId(ctx));
      replyNoContent(ctx);
    },
  };
}
