import { factories } from '@strapi/strapi';
import { answerInIdOrder } from '../../../legacy/site-content';
import { toTopic, type TopicRecord } from '../../../legacy/site-shapes';

const UID = 'api::division.division';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** The nine neurology divisions (/neurology tabs, /division/{id}), in id order. Read-only: editors change it in Strapi's panel. */
  async find(ctx) {
    await answerInIdOrder<TopicRecord, ReturnType<typeof toTopic>>(strapi, ctx, UID, toTopic);
  },
}));
