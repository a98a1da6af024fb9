import type { Core } from '@strapi/strapi';
import { isSealed, sealText } from '../../../legacy/sealed';
import { bookingPhoneDigits } from './phone';
import { BOOKING_UID } from './record';

/**
 * Whoever writes a booking (the booking routes, Strapi's panel), its ABHA id is stored sealed as a
 * passport number is (AES-256-GCM, CONTACT_ENCRYPTION_KEY), and the number its phone is matched
 * by (phone.ts) follows its phone.
 */
export function keepBookingsAtRest(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== BOOKING_UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const data = (context.params as { data?: Record<string, unknown> }).data;
    if (!data) return next();
    const plain = data.abha;
    if (typeof plain === 'string' && plain !== '' && !isSealed(plain)) data.abha = sealText(plain);
    if ('phone' in data) data.phone_digits = bookingPhoneDigits(typeof data.phone === 'string' ? data.phone : '');
    return next();
  });
}
