import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::content-entry.content-entry');
