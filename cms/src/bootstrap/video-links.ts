import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MESSAGES } from '@hospital/contract';
import { VIDEO_TYPES, videoIdFrom } from '../legacy/video-link';

const UID = 'api::content-entry.content-entry';

/**
 * A document middleware, so Strapi's panel and scripts are held to the rule the legacy API and
 * the site's admin form apply: a video or review video's link must be one the site can play.
 * An update that changes only the link is judged by the entry's stored type.
 */
export function enforcePlayableVideoLinks(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const params = context.params as { data?: Record<string, unknown>; documentId?: string };
    const link = params.data?.link;
    if (typeof link !== 'string' || link.trim() === '') return next();
    let type = params.data?.type;
    if (type === undefined && params.documentId) {
      const stored = await strapi.documents(UID).findOne({ documentId: params.documentId, fields: ['type'] });
      type = stored?.type;
    }
    if (typeof type === 'string' && VIDEO_TYPES.includes(type) && !videoIdFrom(link)) {
      throw new errors.ValidationError(MESSAGES.videoLinkNotPlayable, {
        errors: [{ path: ['link'], message: MESSAGES.videoLinkNotPlayable, name: 'ValidationError', value: link }],
      });
    }
    return next();
  });
}
