import { legacyRouter, publicRead } from '../../../legacy/routes';

export default legacyRouter('home-text', [publicRead('/home-texts')]);
