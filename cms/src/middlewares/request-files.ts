import type { Context } from 'koa';
import { putFilesInSentOrder } from '../legacy/sent-order';

/**
 * Right after `strapi::body`: keeps the parsed request files in `ctx.state.requestFiles`, because
 * `strapi::body` deletes `ctx.request.files` as soon as a field is named `files`, and the outer
 * middlewares (request-gate, legacy-api) could then no longer delete the other fields' files.
 * Each field's files are first put in the order they were sent (legacy/sent-order.ts).
 */
export default () =>
  async (ctx: Context, next: () => Promise<unknown>): Promise<void> => {
    putFilesInSentOrder(ctx.request.files);
    ctx.state.requestFiles = ctx.request.files;
    await next();
  };
