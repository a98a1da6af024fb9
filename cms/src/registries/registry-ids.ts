import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isHfrId, isHprId, MESSAGES } from '@hospital/contract';

/** Each national registry ID an editor types, by the type that holds it, with its rule and message. */
const RULES: Record<string, { field: string; valid: (value: string) => boolean; message: string }> = {
  'api::doctor.doctor': { field: 'hpr_id', valid: isHprId, message: MESSAGES.hprIdInvalid },
  'api::site-setting.site-setting': { field: 'hfr_id', valid: isHfrId, message: MESSAGES.hfrIdInvalid },
};

/**
 * A malformed HPR or HFR ID is refused whoever writes it (the panel, the seed, the legacy API),
 * before the schema's own regex would refuse it with Strapi's bare "does not match the regex":
 * this says what the ID looks like, in Strapi's ValidationError shape, so the panel shows the
 * message on the field. An empty value is no ID and is taken (as null).
 */
export function refuseMalformedRegistryIds(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const rule = RULES[context.uid];
    if (!rule || (context.action !== 'create' && context.action !== 'update')) return next();
    const data = (context.params as { data?: Record<string, unknown> }).data;
    if (!data || !(rule.field in data)) return next();
    const value = data[rule.field];
    if (value === null || value === undefined || value === '') return next();
    if (typeof value === 'string' && rule.valid(value)) return next();
    throw new errors.ValidationError(rule.message, {
      errors: [{ path: [rule.field], message: rule.message, name: 'ValidationError', value }],
    });
  });
}
