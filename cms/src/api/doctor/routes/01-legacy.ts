import { legacyRouter } from '../../../legacy/routes';

export default legacyRouter('doctor', [
  { method: 'GET', path: '/doctors', action: 'find' },
  { method: 'POST', path: '/doctors', action: 'create' },
  { method: 'DELETE', path: '/doctors/:id', action: 'delete' },
]);
