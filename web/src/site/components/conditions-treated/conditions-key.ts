import { publicKey } from '../../../lib/api';

/**
 * The health library's conditions: read by /conditions and /conditions/{slug}, declared by their
 * routes, and by the department pages and the doctors' dialogs, which list the conditions they treat.
 */
export const CONDITIONS = publicKey('/conditions/');
