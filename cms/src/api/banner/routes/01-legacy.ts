import { legacyRouter } from '../../../legacy/routes';

export default legacyRouter('banner', [
  { method: 'GET', path: '/banners', action: 'find' },
  { method: 'POST', path: '/banners', action: 'create' },
  { method: 'DELETE', path: '/banners/:id/delete', action: 'delete' },
]);
