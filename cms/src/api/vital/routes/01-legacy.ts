import { legacyRouter } from '../../../legacy/routes';

/** Field measurements (docs/API.md); declared without the trailing slash, so both forms answer. */
export default legacyRouter('vital', [
  {
    method: 'POST',
    path: '/vitals',
    action: 'create',
    // Every visitor's browser reports, signed in or not; the limit keeps one address from filling the table.
    config: { auth: false, middlewares: ['global::vitals-rate-limit'] },
  },
  // Admins only (role permission), like the desk's summary.
  { method: 'GET', path: '/vitals/summary', action: 'summary' },
]);
