import type { Core } from '@strapi/strapi';
import { assertSafeProductionConfig } from './utils/secrets';
import { bootstrapHospital } from './bootstrap';

export default {
  register() {
    assertSafeProductionConfig();
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await bootstrapHospital(strapi);
  },
};
