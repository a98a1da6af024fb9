import { legacyRouter } from '../../../legacy/routes';

/** Its routes are its entries in the contract's endpoint table (packages/contract/src/endpoints.ts). */
export default legacyRouter('search');
