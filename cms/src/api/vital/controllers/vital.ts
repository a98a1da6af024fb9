import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { reply, replyNoContent } from '../../../legacy/http';
import { readBeacon } from '../field/beacon';
import { recordMeasurements, summarise } from '../field/store';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** A visitor's beacon: checked whole, stored whole (route, metric, value, time), 204; nothing about the visitor. */
  async create(ctx: Context) {
    const measurements = readBeacon(ctx);
    await recordMeasurements(strapi, measurements, new Date());
    replyNoContent(ctx);
  },

  /** Admins only: the 75th percentile per route and metric over the last 7 and 28 days. */
  async summary(ctx: Context) {
    reply(ctx, 200, await summarise(strapi, new Date()));
  },
});
