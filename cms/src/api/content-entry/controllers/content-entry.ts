import { factories } from '@strapi/strapi';
import { collectionActions } from '../../../legacy/collection-actions';
import { openForm } from '../../../legacy/forms';
import { reply } from '../../../legacy/http';
import { MESSAGES } from '@hospital/contract';
import { queryChoice } from '../../../legacy/query';
import { createRecord } from '../../../legacy/records';
import { toContentEntry, type ContentRecord } from '../../../legacy/shapes';
import { readImage } from '../../../legacy/uploads';
import { videoIdFrom } from '../../../legacy/video-link';

const UID = 'api::content-entry.content-entry';
const TYPES = ['blog', 'video', 'review_video'] as const;

export default factories.createCoreController(UID, ({ strapi }) =>
  collectionActions(strapi, UID, {
    shape: toContentEntry,
    list(ctx) {
      const type = queryChoice(ctx.query, 'type', TYPES);
      return { filters: type ? { type } : {} };
    },

    /** A blog needs an image; a video or review video needs a link that the site can play. */
    async create(ctx) {
      const { form, files } = openForm(strapi, ctx, UID);
      const type = form.choice('type', { choices: TYPES, required: MESSAGES.required });
      const isVideo = type === 'video' || type === 'review_video';
      const data = {
        type,
        title: form.text('title', { required: MESSAGES.contentRequired }),
        description: form.text('description', { required: MESSAGES.contentRequired }),
        link: form.url('link', isVideo ? { required: MESSAGES.videoLinkRequired } : {}),
      };
      if (isVideo && data.link && !form.has('link') && !videoIdFrom(data.link))
        form.fail('link', MESSAGES.videoLinkNotPlayable);
      const image = await readImage(
        files,
        'image',
        form,
        type === 'blog' ? { required: MESSAGES.blogImageRequired } : {},
      );
      form.assertValid();
      reply(ctx, 201, toContentEntry(await createRecord<ContentRecord>(strapi, UID, data, { image })));
    },
  }),
);
