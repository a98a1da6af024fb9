import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::hospital-notice.hospital-notice');
