import { legacyRouter, publicRead } from '../../../legacy/routes';

export default legacyRouter('review', [publicRead('/reviews')]);
