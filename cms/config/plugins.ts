import type { Core } from '@strapi/strapi';
import { readSecret } from '../src/utils/secrets';

export default (_params: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: readSecret('JWT_SECRET'),
    },
  },
  upload: {
    config: {
      sizeLimit: 10 * 1024 * 1024,
      security: {
        allowedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
      },
    },
  },
});
