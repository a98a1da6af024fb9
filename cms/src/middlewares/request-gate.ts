import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { MESSAGES } from '../legacy/messages';
import { bearerToken, checkAccessToken } from '../legacy/sessions';
import { uploadAccountsFor } from '../legacy/upload-routes';
import { removeTempFiles, requestFiles } from '../legacy/uploads';

/**
 * Runs before `strapi::body`, which parses (and writes to the temp folder) every multipart body
 * before routing and authentication:
 * - a multipart body is parsed only for a route that takes uploads, and only once the bearer
 *   token of a live session of the right kind of account has been checked; any other multipart
 *   request is answered (415, or 401) unread, so none of its bytes reach the disk;
 * - the files of a parsed request are deleted whatever the outcome, every field;
 * - a site account's access token whose session was ended (logout, revoked) is refused at once.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = String(strapi.config.get('api.rest.prefix', '/api')).replace(/\/+$/, '');

  return async (ctx: Context, next: () => Promise<unknown>): Promise<void> => {
    const token = bearerToken(ctx);
    if (token && ctx.path.startsWith(`${prefix}/`)) {
      const access = await checkAccessToken(strapi, 'users-permissions', token);
      if (access.signed && !access.live) ctx.throw(401);
    }
    if (!ctx.is('multipart')) {
      await next();
      return;
    }
    const accounts = uploadAccountsFor(ctx.method, ctx.path, prefix);
    if (accounts === null) ctx.throw(415, MESSAGES.unsupportedMediaType(ctx.get('Content-Type')));
    if (!token || !(await checkAccessToken(strapi, accounts, token)).live) ctx.throw(401);
    try {
      await next();
    } finally {
      await removeTempFiles(requestFiles(ctx));
    }
  };
};
