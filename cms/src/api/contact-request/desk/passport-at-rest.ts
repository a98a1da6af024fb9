import type { Core } from '@strapi/strapi';
import { isSealed, sealText } from '../../../legacy/sealed';

const UID = 'api::contact-request.contact-request';

/**
 * Whoever writes a passport number (the legacy API, Strapi's panel, the seed), it is stored
 * sealed: a Document Service middleware, so no path can store it in plain text.
 */
export function sealPassportsAtRest(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const data = (context.params as { data?: Record<string, unknown> }).data;
    const plain = data?.passport_no;
    if (data && typeof plain === 'string' && plain !== '' && !isSealed(plain)) data.passport_no = sealText(plain);
    return next();
  });
}
