import { factories } from '@strapi/strapi';
import { collectionActions } from '../../../legacy/collection-actions';
import { titleAndDescription } from '../../../legacy/forms';
import { MESSAGES } from '@hospital/contract';
import { queryChoice } from '../../../legacy/query';
import { toContentEntry } from '../../../legacy/shapes';
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
    async read({ form, files }) {
      const type = form.choice('type', { choices: TYPES, required: MESSAGES.required });
      const isVideo = type === 'video' || type === 'review_video';
      const data = {
        type,
        ...titleAndDescription(form, MESSAGES.contentRequired),
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
      return { data, images: { image } };
    },
  }),
);
