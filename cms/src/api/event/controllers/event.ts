import { factories } from '@strapi/strapi';
import { collectionActions } from '../../../legacy/collection-actions';
import { openForm } from '../../../legacy/forms';
import { reply } from '../../../legacy/http';
import { MAX_EXTRA_IMAGES, MESSAGES } from '@hospital/contract';
import { createRecord } from '../../../legacy/records';
import { toEvent, type EventRecord } from '../../../legacy/shapes';
import { readImage, readImages } from '../../../legacy/uploads';

const UID = 'api::event.event';

/** Deleting an event removes its main and extra images too, unless another record uses them. */
export default factories.createCoreController(UID, ({ strapi }) =>
  collectionActions(strapi, UID, {
    shape: toEvent,

    /** A main image and up to 10 `extra_images` (the old form labelled the limit; the server now enforces it). */
    async create(ctx) {
      const { form, files } = openForm(strapi, ctx, UID);
      const data = {
        title: form.text('title', { required: MESSAGES.eventRequired }),
        description: form.text('description', { required: MESSAGES.eventRequired }),
      };
      const main_image = await readImage(files, 'main_image', form, { required: MESSAGES.eventRequired });
      const images = await readImages(files, 'extra_images', form, { max: MAX_EXTRA_IMAGES });
      form.assertValid();
      reply(ctx, 201, toEvent(await createRecord<EventRecord>(strapi, UID, data, { main_image, images })));
    },
  }),
);
