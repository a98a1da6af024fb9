import { legacyRouter } from '../../../legacy/routes';

export default legacyRouter('about', [
  { method: 'GET', path: '/about', action: 'find' },
  { method: 'POST', path: '/about', action: 'update' },
]);
