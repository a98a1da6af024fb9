import { factories } from '@strapi/strapi';
import { collectionActions } from '../../../legacy/collection-actions';
import { openForm } from '../../../legacy/forms';
import { reply } from '../../../legacy/http';
import { MESSAGES } from '@hospital/contract';
import { createRecord } from '../../../legacy/records';
import { toNewsItem, type NewsRecord } from '../../../legacy/shapes';
import { readImage } from '../../../legacy/uploads';

const UID = 'api::news-item.news-item';

export default factories.createCoreController(UID, ({ strapi }) =>
  collectionActions(strapi, UID, {
    shape: toNewsItem,

    async create(ctx) {
      const { form, files } = openForm(strapi, ctx, UID);
      const data = {
        title: form.text('title', { required: MESSAGES.newsRequired }),
        description: form.text('description', { required: MESSAGES.newsRequired }),
      };
      const image = await readImage(files, 'image', form, { required: MESSAGES.newsRequired });
      form.assertValid();
      reply(ctx, 201, toNewsItem(await createRecord<NewsRecord>(strapi, UID, data, { image })));
    },
  }),
);
