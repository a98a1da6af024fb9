import { factories } from '@strapi/strapi';
import { collectionActions } from '../../../legacy/collection-actions';
import { MESSAGES } from '@hospital/contract';
import { findNewest } from '../../../legacy/records';
import { toBanner, type BannerRecord } from '../../../legacy/shapes';
import { readImage } from '../../../legacy/uploads';

const UID = 'api::banner.banner';

export default factories.createCoreController(UID, ({ strapi }) =>
  collectionActions(strapi, UID, {
    shape: toBanner,
    /** One banner at a time: the first POST creates it, later ones update its text and, with an image, replace it. */
    async read({ form, files }) {
      const data = {
        main_heading: form.text('main_heading', { required: MESSAGES.bannerRequired }),
        sub_heading: form.text('sub_heading', { required: MESSAGES.bannerRequired }),
      };
      const existing = await findNewest<BannerRecord>(strapi, UID);
      const required = existing ? {} : { required: MESSAGES.bannerImageRequired };
      const banner_image = await readImage(files, 'banner_image', form, required);
      return { data, images: { banner_image }, into: existing };
    },
  }),
);
