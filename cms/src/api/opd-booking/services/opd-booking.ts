import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::opd-booking.opd-booking');
