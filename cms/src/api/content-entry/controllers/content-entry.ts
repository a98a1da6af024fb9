import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::content-entry.content-entry');
