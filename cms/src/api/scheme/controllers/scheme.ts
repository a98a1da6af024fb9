import { factories } from '@strapi/strapi';
import { answerInIdOrder } from '../../../legacy/site-content';
import { toScheme, type SchemeRecord } from '../../../legacy/scheme-shape';

const UID = 'api::scheme.scheme';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** The schemes and insurers the hospital accepts (/schemes), in id order. Read-only: editors change them in Strapi's panel. */
  async find(ctx) {
    await answerInIdOrder<SchemeRecord, ReturnType<typeof toScheme>>(strapi, ctx, UID, toScheme);
  },
}));
