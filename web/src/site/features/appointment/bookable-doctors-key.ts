import { publicKey } from '../../../lib/api';

/**
 * The doctors an appointment can be asked with: the public list of doctors (the doctors feature
 * reads the same key), read by /appointment and declared by its route.
 */
export const BOOKABLE_DOCTORS = publicKey('/doctors/', { type: 'doctor' });
