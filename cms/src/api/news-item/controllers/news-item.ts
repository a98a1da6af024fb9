import { factories } from '@strapi/strapi';
import { collectionActions } from '../../../legacy/collection-actions';
import { titleAndDescription } from '../../../legacy/forms';
import { MESSAGES } from '@hospital/contract';
import { toNewsItem } from '../../../legacy/shapes';
import { readImage } from '../../../legacy/uploads';

const UID = 'api::news-item.news-item';

export default factories.createCoreController(UID, ({ strapi }) =>
  collectionActions(strapi, UID, {
    shape: toNewsItem,
    read: async ({ form, files }) => ({
      data: titleAndDescription(form, MESSAGES.newsRequired),
      images: { image: await readImage(files, 'image', form, { required: MESSAGES.newsRequired }) },
    }),
  }),
);
