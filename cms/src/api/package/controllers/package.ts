import { factories } from '@strapi/strapi';
import { answerInIdOrder } from '../../../legacy/site-content';
import { toPackage, type PackageRecord } from '../../../legacy/site-shapes';

const UID = 'api::package.package';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** The published package rates (/packages), in id order. Read-only: editors change them in Strapi's panel. */
  async find(ctx) {
    await answerInIdOrder<PackageRecord, ReturnType<typeof toPackage>>(strapi, ctx, UID, toPackage);
  },
}));
