import { legacyRouter, publicRead } from '../../../legacy/routes';

export default legacyRouter('site-setting', [publicRead('/site-settings')]);
