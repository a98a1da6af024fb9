import type { Core } from '@strapi/strapi';
import { readSecret } from '../src/utils/secrets';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: { secret: readSecret('ADMIN_JWT_SECRET') },
  apiToken: { salt: readSecret('API_TOKEN_SALT') },
  transfer: { token: { salt: readSecret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: readSecret('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  // Tests and the API-only container run without the panel's build.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
});
