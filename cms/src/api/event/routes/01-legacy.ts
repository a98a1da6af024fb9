import { legacyRouter } from '../../../legacy/routes';

export default legacyRouter('event', [
  { method: 'GET', path: '/events/list', action: 'find' },
  { method: 'POST', path: '/events/create', action: 'create' },
  { method: 'DELETE', path: '/events/delete/:id', action: 'delete' },
]);
