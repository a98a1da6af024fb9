import { factories } from '@strapi/strapi';
import { collectionActions } from '../../../legacy/collection-actions';
import { titleAndDescription } from '../../../legacy/forms';
import { MAX_EXTRA_IMAGES, MESSAGES } from '@hospital/contract';
import { toEvent } from '../../../legacy/shapes';
import { readImage, readImages } from '../../../legacy/uploads';

const UID = 'api::event.event';

/** Deleting an event removes its main and extra images too, unless another record uses them. */
export default factories.createCoreController(UID, ({ strapi }) =>
  collectionActions(strapi, UID, {
    shape: toEvent,
    /** A main image and up to 10 `extra_images` (the old form labelled the limit; the server now enforces it). */
    async read({ form, files }) {
      const data = titleAndDescription(form, MESSAGES.eventRequired);
      const main_image = await readImage(files, 'main_image', form, { required: MESSAGES.eventRequired });
      const images = await readImages(files, 'extra_images', form, { max: MAX_EXTRA_IMAGES });
      return { data, images: { main_image, images } };
    },
  }),
);
