import { legacyRouter, publicRead } from '../../../legacy/routes';

export default legacyRouter('package', [publicRead('/packages')]);
