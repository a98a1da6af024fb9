import { legacyRouter, publicRead } from '../../../legacy/routes';

export default legacyRouter('accessibility-statement', [publicRead('/accessibility-statement')]);
