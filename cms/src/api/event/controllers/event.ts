import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::event.event');
