import { legacyRouter, publicRead } from '../../../legacy/routes';

export default legacyRouter('facility', [publicRead('/facilities')]);
