import { factories } from '@strapi/strapi';
import { answerList } from '../../../legacy/lists';
import { toService } from '../../../legacy/shapes';

const UID = 'api::service.service';

export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    await answerList(strapi, ctx, UID, toService);
  },
}));
