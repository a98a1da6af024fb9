import { factories } from '@strapi/strapi';
import { aboutBlockActions } from '../../../legacy/about-blocks';
import { MESSAGES } from '@hospital/contract';

const UID = 'api::home-about.home-about';

export default factories.createCoreController(UID, ({ strapi }) =>
  aboutBlockActions(strapi, UID, {
    requiredMessage: MESSAGES.homeAboutRequired,
    imageRequired: false,
    savedMessage: MESSAGES.homeAboutSaved,
  }),
);
