import type { Context } from 'koa';

/**
 * Right after `strapi::body`: keeps the parsed request files in `ctx.state.requestFiles`, because
 * `strapi::body` deletes `ctx.request.files` as soon as a field is named `files`, and the outer
 * middlewares (request-gate, legacy-api) could then no longer delete the other fields' files.
 */
export default () =>
  async (ctx: Context, next: () => Promise<unknown>): Promise<void> => {
    ctx.state.requestFiles = ctx.request.files;
    await next();
  };
