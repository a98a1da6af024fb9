import { legacyRouter } from '../../../legacy/routes';

export default legacyRouter('home-about', [
  { method: 'GET', path: '/homeabout', action: 'find' },
  { method: 'POST', path: '/homeabout', action: 'update' },
]);
