import { factories } from '@strapi/strapi';
import { collectionActions } from '../../../legacy/collection-actions';
import { openForm } from '../../../legacy/forms';
import { reply } from '../../../legacy/http';
import { MESSAGES } from '@hospital/contract';
import { createRecord, findNewest, updateRecord } from '../../../legacy/records';
import { toBanner, type BannerRecord } from '../../../legacy/shapes';
import { readImage } from '../../../legacy/uploads';

const UID = 'api::banner.banner';

export default factories.createCoreController(UID, ({ strapi }) =>
  collectionActions(strapi, UID, {
    shape: toBanner,

    /** One banner at a time: the first POST creates it, later ones update its text and, with an image, replace it. */
    async create(ctx) {
      const { form, files } = openForm(strapi, ctx, UID);
      const data = {
        main_heading: form.text('main_heading', { required: MESSAGES.bannerRequired }),
        sub_heading: form.text('sub_heading', { required: MESSAGES.bannerRequired }),
      };
      const existing = await findNewest<BannerRecord>(strapi, UID);
      const banner_image = await readImage(
        files,
        'banner_image',
        form,
        existing ? {} : { required: MESSAGES.bannerImageRequired },
      );
      form.assertValid();

      const saved = existing
        ? await updateRecord<BannerRecord>(strapi, UID, existing, data, { banner_image })
        : await createRecord<BannerRecord>(strapi, UID, data, { banner_image });
      reply(ctx, 201, toBanner(saved));
    },
  }),
);
