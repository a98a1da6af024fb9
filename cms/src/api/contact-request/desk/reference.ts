import type { Core } from '@strapi/strapi';

const UID = 'api::contact-request.contact-request';

/**
 * A request's reference, read over the phone: `NH-0042`. Derived from the row's id, which the
 * database hands out once, so two submissions in the same millisecond, on two instances, can
 * never share one (no counter to race on, no retry on collision).
 */
export function formatReference(id: number): string {
  return `NH-${String(id).padStart(4, '0')}`;
}

/**
 * Every new contact request gets its reference in the same transaction as the row, whoever creates
 * it: the public form, Strapi's panel or the seed.
 */
export function assignContactReferences(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID || context.action !== 'create') return next();
    return strapi.db.transaction(async () => {
      const result = await next();
      const created = result as { id: number; reference?: string | null } | null;
      if (created && !created.reference) {
        const reference = formatReference(created.id);
        await strapi.db.query(UID).update({ where: { id: created.id }, data: { reference } });
        created.reference = reference;
      }
      return result;
    });
  });
}
