import { publicKey } from '../../../lib/api';

/** The services list: read by the services pages, declared by their routes. */
export const SERVICES = publicKey('/public/api/newservices.php');
