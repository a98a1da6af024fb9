import type { Core, Schema } from '@strapi/strapi';
import { missingFieldsError } from '../utils/missing-fields';

/**
 * Strapi enforces `required` on media fields only in its panel, not in the Document Service
 * (strapi/strapi#14648: the validator was added, then reverted in #16002 because of uploads sent
 * with the entry). The site's schemas mark the images that every record needs (banner, about,
 * news, event main image) as required, so this document middleware enforces them for every
 * writer: the legacy API, the panel and the seed.
 */
export function enforceRequiredMedia(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.action !== 'create' && context.action !== 'update') return next();
    if (!context.uid.startsWith('api::')) return next();

    const data = (context.params as { data?: Record<string, unknown> }).data ?? {};
    const missing = requiredMediaFields(context.contentType).filter((field) =>
      // An update may leave a field out to keep its current file; it may not empty it.
      context.action === 'create' || field in data ? isEmptyMedia(data[field]) : false,
    );
    if (missing.length > 0) throw missingFieldsError(missing, (field) => data[field]);
    return next();
  });
}

function requiredMediaFields(contentType: Schema.ContentType): string[] {
  return Object.entries<Schema.Attribute.AnyAttribute>(contentType.attributes)
    .filter(([, attribute]) => attribute.type === 'media' && attribute.required === true)
    .map(([field]) => field);
}

/** Media is linked by id, documentId, `{ id }`, a list of those, or relation syntax (`{ set: [...] }`). */
function isEmptyMedia(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const { set, connect } = value as { set?: unknown; connect?: unknown };
    if (Array.isArray(set)) return set.length === 0;
    if (connect !== undefined) return Array.isArray(connect) && connect.length === 0;
  }
  return false;
}
