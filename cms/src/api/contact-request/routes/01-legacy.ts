import { legacyRouter } from '../../../legacy/routes';

export default legacyRouter('contact-request', [
  { method: 'GET', path: '/contact-requests', action: 'find' },
  // Declared before `/contact-requests/:id` would be, so these two words are never read as ids.
  { method: 'GET', path: '/contact-requests/summary', action: 'summary' },
  { method: 'GET', path: '/contact-requests/export', action: 'export' },
  {
    method: 'POST',
    path: '/contact-requests',
    action: 'create',
    // Anyone may write to the hospital; the limit keeps one address from flooding the inbox.
    config: { auth: false, middlewares: ['global::contact-rate-limit'] },
  },
  { method: 'GET', path: '/contact-requests/:id', action: 'findOne' },
  { method: 'GET', path: '/contact-requests/:id/report', action: 'report' },
  { method: 'PATCH', path: '/contact-requests/:id', action: 'update' },
]);
