import { factories } from '@strapi/strapi';
import { answerInIdOrder } from '../../../legacy/site-content';
import { toDirector, type DirectorRecord } from '../../../legacy/site-shapes';

const UID = 'api::director.director';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** The directors of the Director's Desk page (/message), in id order. Read-only: editors change it in Strapi's panel. */
  async find(ctx) {
    await answerInIdOrder<DirectorRecord, ReturnType<typeof toDirector>>(strapi, ctx, UID, toDirector);
  },
}));
