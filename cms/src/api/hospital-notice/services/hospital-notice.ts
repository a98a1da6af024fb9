import { factories } from '@strapi/strapi';
import { todayAtHospital } from '../today/session-state';

/**
 * Today at the hospital as other content types ask it (bookings refuse a closed session), through
 * Strapi's service registry rather than an import: `strapi.service('api::hospital-notice.hospital-notice')`.
 */
export default factories.createCoreService('api::hospital-notice.hospital-notice', ({ strapi }) => ({
  ...todayAtHospital(strapi),
}));
