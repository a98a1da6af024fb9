import { legacyRouter } from '../../../legacy/routes';

export default legacyRouter('content-entry', [
  { method: 'GET', path: '/content', action: 'find' },
  { method: 'POST', path: '/content', action: 'create' },
  { method: 'DELETE', path: '/content/:id/delete', action: 'delete' },
]);
