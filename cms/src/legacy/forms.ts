import type { Context } from 'koa';
import type { Core, UID } from '@strapi/strapi';
import { readBody, type FormBody } from './http';
import { schemaLimits } from './records';
import type { IncomingFiles } from './uploads';
import { FormReader } from './validation';

/** A write's fields (checked against `uid`'s schema limits) and its uploaded files. */
export function openForm(
  strapi: Core.Strapi,
  ctx: Context,
  uid?: UID.ContentType,
): { form: FormReader; files: IncomingFiles | undefined; body: FormBody } {
  const body = readBody(ctx);
  return {
    body,
    form: new FormReader(body, uid ? schemaLimits(strapi, uid) : {}),
    files: ctx.request.files,
  };
}

/** A title and a description, both required with the same message (news, events, content, the about blocks). */
export function titleAndDescription(
  form: FormReader,
  required: string,
): { title: string | null; description: string | null } {
  return { title: form.text('title', { required }), description: form.text('description', { required }) };
}
