import type { Core } from '@strapi/strapi';
import { readSecret } from '../src/utils/secrets';
import { MAX_IMAGE_BYTES } from '../src/legacy/limits';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: readSecret('JWT_SECRET'),
      // Access and refresh tokens from users-permissions' session manager: POST /login/ issues both,
      // POST /token/refresh/ trades a refresh token for an access token, and the plugin's own
      // authentication accepts the access tokens, so role permissions decide every request.
      jwtManagement: 'refresh',
      sessions: {
        accessTokenLifespan: env.int('ACCESS_TOKEN_LIFESPAN', 10 * 60),
        maxRefreshTokenLifespan: env.int('REFRESH_TOKEN_MAX_LIFESPAN', 30 * 24 * 60 * 60),
        idleRefreshTokenLifespan: env.int('REFRESH_TOKEN_IDLE_LIFESPAN', 14 * 24 * 60 * 60),
      },
    },
  },
  upload: {
    config: {
      sizeLimit: MAX_IMAGE_BYTES,
      security: {
        allowedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
      },
    },
  },
});
