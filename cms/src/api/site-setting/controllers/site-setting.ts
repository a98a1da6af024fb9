import { factories } from '@strapi/strapi';
import { answerSingle } from '../../../legacy/site-content';
import { toSiteSettings, type SiteSettingRecord } from '../../../legacy/site-shapes';

const UID = 'api::site-setting.site-setting';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** Every way to reach the hospital (top bar, footer, contact section, chat button). Read-only: editors change it in Strapi's panel. */
  async find(ctx) {
    await answerSingle<SiteSettingRecord, ReturnType<typeof toSiteSettings>>(strapi, ctx, UID, toSiteSettings);
  },
}));
