import { publicKey } from '../../../lib/api';

/** The editors' accessibility statement: read by /accessibility, declared by its route. */
export const ACCESSIBILITY_STATEMENT = publicKey('/accessibility-statement/');
