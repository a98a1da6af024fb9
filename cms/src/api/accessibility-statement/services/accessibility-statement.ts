import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::accessibility-statement.accessibility-statement');
