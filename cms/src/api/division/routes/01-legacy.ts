import { legacyRouter, publicRead } from '../../../legacy/routes';

export default legacyRouter('division', [publicRead('/divisions')]);
