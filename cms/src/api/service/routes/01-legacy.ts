import { legacyRouter, publicRead } from '../../../legacy/routes';

/** The old admin host's services list, kept at its path under the API base. */
export default legacyRouter('service', [publicRead('/public/api/newservices.php')]);
