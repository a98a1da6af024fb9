import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isHttpUrl } from '../legacy/validation';
import { MESSAGES } from '@hospital/contract';

/** The fields the site renders as links: only absolute http(s) URLs may be stored in them. */
const LINK_FIELDS: Record<string, readonly string[]> = {
  'api::doctor.doctor': ['twitter', 'fb', 'insta', 'linkedin'],
  'api::content-entry.content-entry': ['link'],
  'api::site-setting.site-setting': [
    'map_embed_url',
    'facebook',
    'instagram',
    'x',
    'linkedin',
    'youtube',
    'credit_url',
  ],
};

/**
 * A document middleware, so every writer is held to it: the legacy API (which answers the field
 * errors itself first), Strapi's panel and scripts. A `javascript:` or `data:` link is refused.
 */
export function enforceHttpLinks(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const fields = LINK_FIELDS[context.uid];
    if (!fields || (context.action !== 'create' && context.action !== 'update')) return next();
    const data = (context.params as { data?: Record<string, unknown> }).data ?? {};
    const invalid = fields.filter(
      (field) => typeof data[field] === 'string' && data[field] !== '' && !isHttpUrl(data[field].trim()),
    );
    if (invalid.length > 0) {
      throw new errors.ValidationError(MESSAGES.invalidUrl, {
        errors: invalid.map((field) => ({
          path: [field],
          message: MESSAGES.invalidUrl,
          name: 'ValidationError',
          value: data[field],
        })),
      });
    }
    return next();
  });
}
