import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isConditionSlug, MESSAGES } from '@hospital/contract';
import { isHttpUrl } from '../../legacy/validation';

const UID = 'api::condition.condition';

interface Refusal {
  path: Array<string | number>;
  message: string;
  value: unknown;
}

const refuse = (refusals: Refusal[]) =>
  new errors.ValidationError(refusals[0].message, {
    errors: refusals.map((refusal) => ({ ...refusal, name: 'ValidationError' })),
  });

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && !value.trim());

/**
 * A condition's page address, references and review, held to the site's rules whoever writes
 * them (Strapi's panel, the seed, scripts), each refusal saying what to write instead, on its field,
 * in Strapi's ValidationError shape, before the schema's bare "must match the regex" or "must be
 * unique" would: the slug names one page (another condition's is refused; every language of one
 * condition shares its own), a reference is a web address the page may link (no `javascript:`),
 * and a review is a reviewer with a date, or neither.
 */
export function holdConditionsToTheirRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const params = context.params as { data?: Record<string, unknown>; documentId?: string };
    const data = params.data ?? {};
    const refusals: Refusal[] = [];
    if ('slug' in data) {
      const slug = data.slug;
      if (typeof slug !== 'string' || !isConditionSlug(slug))
        refusals.push({ path: ['slug'], message: MESSAGES.conditionSlugInvalid, value: slug });
      else {
        const holder = (await strapi.db.query(UID).findOne({
          where: { slug, ...(params.documentId && { documentId: { $ne: params.documentId } }) },
          select: ['name'],
        })) as { name: string } | null;
        if (holder)
          refusals.push({ path: ['slug'], message: MESSAGES.conditionSlugTaken(slug, holder.name), value: slug });
      }
    }
    if (Array.isArray(data.references)) {
      data.references.forEach((reference: unknown, index) => {
        const url = (reference as { url?: unknown } | null)?.url;
        if (typeof url !== 'string' || !isHttpUrl(url.trim()))
          refusals.push({
            path: ['references', index, 'url'],
            message: MESSAGES.conditionReferenceUrl(index + 1),
            value: url,
          });
      });
    }
    if ('reviewer_name' in data && 'reviewed_on' in data && blank(data.reviewer_name) !== blank(data.reviewed_on))
      refusals.push({
        path: [blank(data.reviewer_name) ? 'reviewer_name' : 'reviewed_on'],
        message: MESSAGES.conditionReviewIncomplete,
        value: blank(data.reviewer_name) ? data.reviewer_name : data.reviewed_on,
      });
    if (refusals.length > 0) throw refuse(refusals);
    return next();
  });
}
