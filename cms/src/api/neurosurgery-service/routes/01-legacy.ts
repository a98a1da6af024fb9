import { legacyRouter, publicRead } from '../../../legacy/routes';

export default legacyRouter('neurosurgery-service', [publicRead('/neurosurgery')]);
