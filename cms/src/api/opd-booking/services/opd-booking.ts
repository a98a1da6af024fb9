import { factories } from '@strapi/strapi';
import { bookingsClosedBy } from '../booking/closed-by';

/**
 * Bookings as other content types ask them, through Strapi's service registry: today at the
 * hospital names the bookings a leave or a closure falls on.
 */
export default factories.createCoreService('api::opd-booking.opd-booking', ({ strapi }) => ({
  closedBy: (closure: Parameters<typeof bookingsClosedBy>[1]) => bookingsClosedBy(strapi, closure),
}));
