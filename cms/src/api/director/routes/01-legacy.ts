import { legacyRouter, publicRead } from '../../../legacy/routes';

export default legacyRouter('director', [publicRead('/directors')]);
