import { publicKey } from '../../../lib/api';

/** The schemes and insurers the hospital accepts: read by /schemes, declared by its route. */
export const SCHEMES = publicKey('/schemes/');
