import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::neurosurgery-service.neurosurgery-service');
