import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::cost-estimate.cost-estimate');
