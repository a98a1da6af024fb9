import { publicKey } from '../../../lib/api';

/**
 * Today at the hospital (`GET /today/`): read by the home page's strip, /emergency and every
 * doctor's card and profile; declared by their routes, so the served page carries it.
 */
export const TODAY = publicKey('/today/');
