import { publicKey } from '../../../lib/api';

/** The published package rates: read by /packages, declared by its route. */
export const PACKAGE_RATES = publicKey('/packages/');
