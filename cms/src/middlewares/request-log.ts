import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';

/**
 * Strapi's request log line without the query string: the desk searches its queue by a patient's
 * name or phone number (`/api/contact-requests/?search=...`), and a log is kept, shipped and read
 * far more widely than the queue. The path, the method, the time and the status are what an
 * operator needs. In place of `strapi::logger`, at the same position.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: () => Promise<unknown>): Promise<void> => {
    const start = Date.now();
    try {
      await next();
    } finally {
      strapi.log.http(`${ctx.method} ${ctx.path} (${Math.ceil(Date.now() - start)} ms) ${ctx.status}`);
    }
  };
