import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MESSAGES } from '@hospital/contract';

const UID = 'api::scheme.scheme';
/** The finder's own choice for a card the list does not hold (web: schemes/card-query.ts). */
const NOT_LISTED = 'not-listed';

const refuse = (message: string, value: string) =>
  new errors.ValidationError(message, {
    errors: [{ path: ['card_key'], message, name: 'ValidationError', value }],
  });

/**
 * A scheme's finder key names one scheme: /schemes?card=cghs must answer for one card, so a key
 * another scheme holds is refused, as is the finder's own "not-listed". The key is not
 * localized: every language of one scheme shares it, so only another document's counts. Refused in
 * Strapi's ValidationError shape, so the panel shows the message on the field.
 */
export function keepCardKeysApart(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const params = context.params as { data?: { card_key?: unknown }; documentId?: string };
    const key = params.data?.card_key;
    if (typeof key !== 'string') return next();
    if (key === NOT_LISTED) throw refuse(MESSAGES.schemeCardKeyReserved, key);
    const holder = (await strapi.db.query(UID).findOne({
      where: { card_key: key, ...(params.documentId && { documentId: { $ne: params.documentId } }) },
      select: ['name'],
    })) as { name: string } | null;
    if (holder) throw refuse(MESSAGES.schemeCardKeyTaken(key, holder.name), key);
    return next();
  });
}
