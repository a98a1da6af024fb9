import { factories } from '@strapi/strapi';
import { answerInIdOrder } from '../../../legacy/site-content';
import { toReview, type ReviewRecord } from '../../../legacy/site-shapes';

const UID = 'api::review.review';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** The home page's reviews carousel, in id order. Read-only: editors change it in Strapi's panel. */
  async find(ctx) {
    await answerInIdOrder<ReviewRecord, ReturnType<typeof toReview>>(strapi, ctx, UID, toReview);
  },
}));
