import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { MESSAGES } from '@hospital/contract';
import { apiPath, restPrefixOf } from '../legacy/api-path';
import { bearerToken, checkAccessToken } from '../legacy/sessions';
import { MAX_REPORT_BYTES, MB } from '@hospital/contract';
import { fieldErrors } from '../legacy/errors';
import { MAX_REPORT_REQUEST_BYTES } from '../legacy/limits';
import { isPatientReportRoute, uploadAccountsFor } from '../legacy/upload-routes';
import { contactRateLimit } from './contact-rate-limit';
import { removeTempFiles, requestFiles } from '../legacy/uploads';

/**
 * Runs before `strapi::body`, which parses (and writes to the temp folder) every multipart body
 * before routing and authentication:
 * - a multipart body is parsed only for a route that takes uploads, and only once the bearer
 *   token of a live session of the right kind of account has been checked; any other multipart
 *   request is answered (415, or 401) unread, so none of its bytes reach the disk;
 * - the files of a parsed request are deleted whatever the outcome, every field;
 * - a site account's access token whose session was ended (logout, revoked) is refused at once;
 * - the one anonymous multipart route (an estimate request with its report) is parsed only with a
 *   declared length under MAX_REPORT_REQUEST_BYTES, and only once the contact rate limit lets it in.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = restPrefixOf(strapi);

  const isApi = (ctx: Context) => apiPath(ctx.path, prefix) !== null;

  /**
   * Answers without reading the body. On the API, thrown for the legacy middleware to word; on
   * Strapi's own paths, in Strapi's error shape (thrown, Strapi would log it as a server error).
   */
  const refuse = (ctx: Context, status: 401 | 415): void => {
    const message = status === 415 ? MESSAGES.unsupportedMediaType(ctx.get('Content-Type')) : 'Unauthorized';
    if (isApi(ctx)) ctx.throw(status, message);
    ctx.status = status;
    ctx.body = {
      data: null,
      error: { status, name: status === 415 ? 'UnsupportedMediaTypeError' : 'UnauthorizedError', message, details: {} },
    };
  };

  return async (ctx: Context, next: () => Promise<unknown>): Promise<void> => {
    const token = bearerToken(ctx);
    if (token && isApi(ctx)) {
      const access = await checkAccessToken(strapi, 'users-permissions', token);
      if (access.signed && !access.live) ctx.throw(401);
    }
    if (!ctx.is('multipart')) {
      await next();
      return;
    }
    if (isPatientReportRoute(ctx.method, ctx.path, prefix)) {
      const length = Number(ctx.get('Content-Length'));
      // Chunked bodies have no declared length: refused too, since the cap must hold before parsing.
      if (!ctx.get('Content-Length') || !Number.isInteger(length) || length > MAX_REPORT_REQUEST_BYTES) {
        ctx.set('Connection', 'close');
        throw fieldErrors(
          { report: [MESSAGES.reportTooLarge(MAX_REPORT_BYTES / MB)] },
          { codes: { report: [{ code: 'file_too_large', max: MAX_REPORT_BYTES }] } },
        );
      }
      let admitted = false;
      await contactRateLimit(strapi)(ctx, async () => {
        admitted = true;
      });
      if (!admitted) return;
      try {
        await next();
      } finally {
        await removeTempFiles(requestFiles(ctx));
      }
      return;
    }
    const accounts = uploadAccountsFor(ctx.method, ctx.path, prefix);
    if (accounts === null) return refuse(ctx, 415);
    if (!token || !(await checkAccessToken(strapi, accounts, token)).live) return refuse(ctx, 401);
    try {
      await next();
    } finally {
      await removeTempFiles(requestFiles(ctx));
    }
  };
};
