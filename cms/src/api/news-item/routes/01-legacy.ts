import { legacyRouter } from '../../../legacy/routes';

export default legacyRouter('news-item', [
  { method: 'GET', path: '/news/list', action: 'find' },
  { method: 'POST', path: '/news/create', action: 'create' },
  { method: 'DELETE', path: '/news/delete/:id', action: 'delete' },
]);
