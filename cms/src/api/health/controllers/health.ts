import type { Core } from '@strapi/strapi';
import { checkDatabase } from '../../../utils/health';

/** 200 when the database answers a trivial query in time, 503 (with the reason logged) when not. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async check(ctx: { status: number; body: unknown; set: (name: string, value: string) => void }) {
    const database = await checkDatabase(strapi);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = database.reachable ? 200 : 503;
    ctx.body = {
      status: database.reachable ? 'ok' : 'unavailable',
      database: database.reachable ? 'reachable' : 'unreachable',
      latency_ms: database.latencyMs,
    };
  },
});
