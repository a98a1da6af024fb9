import type { StrapiApp } from '@strapi/strapi/admin';
import { Earth } from '@strapi/icons';

/**
 * The hospital's additions to Strapi's panel: a "Missing translations" item in the main menu,
 * shown only to those with its right (editors and the super admin; see
 * src/bootstrap/missing-translations-route.ts), opening the page that lists what the Bengali and
 * Hindi pages still show in English and what awaits a native speaker's review.
 */
export default {
  config: { locales: [] },
  register(app: StrapiApp) {
    app.addMenuLink({
      to: 'missing-translations',
      icon: Earth,
      intlLabel: { id: 'hospital.missing-translations.menu', defaultMessage: 'Missing translations' },
      Component: () => import('./missing-translations/MissingTranslationsPage'),
      permissions: [{ action: 'api::missing-translations.read', subject: null }],
      position: 3,
    });
  },
};
