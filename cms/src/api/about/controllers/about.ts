import { factories } from '@strapi/strapi';
import { aboutBlockActions } from '../../../legacy/about-blocks';
import { MESSAGES } from '@hospital/contract';

const UID = 'api::about.about';

export default factories.createCoreController(UID, ({ strapi }) =>
  aboutBlockActions(strapi, UID, {
    requiredMessage: MESSAGES.aboutRequired,
    imageRequired: true,
    savedMessage: MESSAGES.aboutSaved,
  }),
);
