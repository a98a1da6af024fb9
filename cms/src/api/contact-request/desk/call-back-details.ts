import type { Core } from '@strapi/strapi';
import { missingFieldsError } from '../../../utils/missing-fields';

const UID = 'api::contact-request.contact-request';

/** The fields the desk needs to call a patient back. */
const CALL_BACK_FIELDS = ['name', 'phone'] as const;

/**
 * Every request but feedback must say whom to call back, whoever writes it: the legacy API, Strapi's
 * panel or the seed. The schema cannot say so (anonymous feedback leaves both out), so this document
 * middleware does, in Strapi's own ValidationError shape (the panel shows it on the field).
 */
export function requireCallBackDetails(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const data = (context.params as { data?: Record<string, unknown> }).data ?? {};
    const stored =
      context.action === 'update'
        ? ((await strapi.db.query(UID).findOne({
            where: { documentId: (context.params as { documentId?: string }).documentId },
            select: ['type', ...CALL_BACK_FIELDS],
          })) as Record<string, unknown> | null)
        : null;
    const value = (field: string) => (field in data ? data[field] : stored?.[field]);
    if (value('type') === 'feedback') return next();
    const missing = CALL_BACK_FIELDS.filter(
      (field) => typeof value(field) !== 'string' || !String(value(field)).trim(),
    );
    if (missing.length > 0) throw missingFieldsError(missing, value);
    return next();
  });
}
