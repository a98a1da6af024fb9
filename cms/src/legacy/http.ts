import type { Context } from 'koa';
import { MESSAGES } from '@hospital/contract';
import { detailError, fieldErrors, notFound } from './errors';

/** The request's fields, as JSON, an urlencoded form or the text parts of a multipart form. */
export type FormBody = Record<string, unknown>;

const FORM_TYPES = ['json', 'urlencoded', 'multipart'];

/**
 * The body of a write as a plain object. The old server took JSON, forms and multipart alike;
 * any other declared type is a 415, and a JSON list or scalar is a 400, never a crash later on.
 */
export function readBody(ctx: Context): FormBody {
  const declared = ctx.request.type;
  if (declared && ctx.request.length !== 0 && !ctx.is(FORM_TYPES)) {
    throw detailError(415, MESSAGES.unsupportedMediaType(ctx.get('Content-Type')));
  }
  const body: unknown = ctx.request.body;
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw fieldErrors({ non_field_errors: [MESSAGES.notAnObject] });
  }
  return body as FormBody;
}

/** The record id in the route's `:id`; anything but a positive integer names no record (DRF's int converter). */
export function parseId(ctx: Context): number {
  // Koa types route parameters as `any`: read it as the unknown it is.
  const value = (ctx.params as Record<string, unknown>).id;
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) throw notFound();
  const id = Number(value);
  if (id > 2_147_483_647) throw notFound();
  return id;
}

/** True when the client sent a bearer token, valid or not (decides 401 against 403). */
export function hasBearerToken(ctx: Context): boolean {
  return /^bearer\s+\S+$/i.test(ctx.get('Authorization').trim());
}

/** Sets a JSON answer. */
export function reply(ctx: Context, status: number, body: unknown): void {
  ctx.status = status;
  ctx.body = body;
}

/** 204 without a body, as the old deletes answered. */
export function replyNoContent(ctx: Context): void {
  ctx.status = 204;
  ctx.body = null;
}
