import type { Core } from '@strapi/strapi';
import { readSecret } from '../src/utils/secrets';
import { MAX_IMAGE_BYTES } from '@hospital/contract';
import { objectStorage, uploadProvider } from '../src/media/object-storage';

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
  // New contact requests are announced to the desk through Strapi's email plugin (src/api/
  // contact-request/desk/notify.ts). Without SMTP_HOST the desk sends nothing (start-up says so),
  // and the provider gets nodemailer's JSON transport, which builds a message and never sends it.
  email: { config: smtpEmail(env) },
  upload: {
    config: {
      // Local disk by default; an S3-compatible bucket when S3_BUCKET is set (src/media/object-storage.ts).
      ...uploadProvider(objectStorage()),
      sizeLimit: MAX_IMAGE_BYTES,
      security: {
        allowedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
      },
    },
  },
});

/** @strapi/provider-email-nodemailer's options (passed to nodemailer's createTransport). */
function smtpEmail(env: Core.Config.Shared.ConfigParams['env']) {
  const port = env.int('SMTP_PORT', 587);
  const user = env('SMTP_USER', '');
  const settings = { defaultFrom: env('SMTP_FROM', 'no-reply@localhost') };
  if (!env('SMTP_HOST', '')) return { provider: 'nodemailer', providerOptions: { jsonTransport: true }, settings };
  return {
    provider: 'nodemailer',
    providerOptions: {
      host: env('SMTP_HOST'),
      port,
      // 465 is SMTP over TLS from the first byte; other ports must upgrade with STARTTLS: a notice
      // (a link to a patient's request) and the SMTP password never cross the network in clear.
      // SMTP_REQUIRE_TLS=false only for a local mail catcher; production refuses it (config-check).
      secure: port === 465,
      requireTLS: port !== 465 && env.bool('SMTP_REQUIRE_TLS', true),
      ...(user ? { auth: { user, pass: env('SMTP_PASSWORD', '') } } : {}),
      // A hung server must not hold a notice (and its retries) for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    },
    settings,
  };
}
