import type { Core } from '@strapi/strapi';
import { patientPhoneDigits } from '../../../legacy/patient-key';
import { deskEstimateReference } from './reference';
import { ESTIMATE_UID } from './record';

/**
 * Whoever writes an estimate (the desk's routes, Strapi's panel, the seed): the number its phone is
 * matched by follows its phone, and one without a reference (entered by the desk, not answering a
 * request) gets its own from its id, in the create's transaction.
 */
export function keepEstimatesAtRest(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== ESTIMATE_UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const data = (context.params as { data?: Record<string, unknown> }).data;
    if (data && 'phone' in data)
      data.phone_digits = patientPhoneDigits(typeof data.phone === 'string' ? data.phone : '');
    if (context.action !== 'create') return next();
    return strapi.db.transaction(async () => {
      const result = await next();
      const created = result as { id: number; reference?: string | null } | null;
      if (created && !created.reference) {
        const reference = deskEstimateReference(created.id);
        await strapi.db.query(ESTIMATE_UID).update({ where: { id: created.id }, data: { reference } });
        created.reference = reference;
      }
      return result;
    });
  });
}
