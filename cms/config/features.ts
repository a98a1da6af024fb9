import type { Core } from '@strapi/strapi';

const config: Core.Config.Features = {
  // Strapi's redesigned Media Library, chosen explicitly: without the flag the upload plugin writes a
  // one-time "the Media Library changed" notice to the store on the second start, and the bootstrap's
  // promise is that a second start changes nothing.
  useLegacyMediaLibrary: false,
};

export default config;
