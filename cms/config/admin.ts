import type { Core } from '@strapi/strapi';
import { readSecret } from '../src/utils/secrets';
import { previewUrl, sitePathOf } from '../src/preview/site-paths';

/** Where the site runs, for Strapi's Preview; `npm start`'s address in development. */
const DEVELOPMENT_SITE_URL = 'http://localhost:4173';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: { secret: readSecret('ADMIN_JWT_SECRET') },
  apiToken: { salt: readSecret('API_TOKEN_SALT') },
  transfer: { token: { salt: readSecret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: readSecret('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  // Strapi's own limit on panel sign-ins (5 per 5 minutes per e-mail and address), made settable so
  // the end-to-end journeys, which sign the editor in from many files, are not refused.
  rateLimit: { enabled: true, interval: 5 * 60 * 1000, max: env.int('PANEL_LOGIN_RATE_LIMIT_MAX', 5) },
  // Tests and the API-only container run without the panel's build.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  // "Open preview" shows an entry where the site shows it (src/preview/site-paths.ts), through the
  // site's /preview, which checks PREVIEW_SECRET. Off in production until PREVIEW_SITE_URL is set.
  preview: previewSettings(env('PREVIEW_SITE_URL', env('NODE_ENV') === 'production' ? '' : DEVELOPMENT_SITE_URL)),
});

function previewSettings(siteUrl: string): NonNullable<Core.Config.Admin['preview']> {
  const secret = readSecret('PREVIEW_SECRET');
  return {
    enabled: siteUrl !== '',
    config: {
      allowedOrigins: siteUrl ? [new URL(siteUrl).origin] : [],
      async handler(uid: string, { documentId }: { documentId?: string }) {
        const path = await sitePathOf(strapi, uid, documentId);
        return path ? previewUrl(siteUrl, secret, path) : null;
      },
    },
  };
}
