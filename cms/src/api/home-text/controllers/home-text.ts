import { factories } from '@strapi/strapi';
import { answerSingle } from '../../../legacy/site-content';
import { toHomeTexts, type HomeTextRecord } from '../../../legacy/site-shapes';

const UID = 'api::home-text.home-text';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** The about section's taglines and the 'Why Choose Us' reasons. Read-only: editors change it in Strapi's panel. */
  async find(ctx) {
    await answerSingle<HomeTextRecord, ReturnType<typeof toHomeTexts>>(strapi, ctx, UID, toHomeTexts);
  },
}));
