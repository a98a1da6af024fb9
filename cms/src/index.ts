import type { Core } from '@strapi/strapi';
import { assertValidConfiguration } from './utils/config-check';
import { bootstrapHospital } from './bootstrap';

export default {
  register() {
    // Every setting comes from the environment: stop here, naming each bad or missing variable
    // (and, in production, each development default) before anything connects or listens.
    assertValidConfiguration();
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await bootstrapHospital(strapi);
  },
};
