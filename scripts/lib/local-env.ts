import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { CMS_DIR } from './paths';

const secret = () => randomBytes(24).toString('base64');

/**
 * The local run's secrets are generated once into cms/.env (ignored by git), the way
 * create-strapi-app does, so no secret lives in the repository.
 */
export function ensureLocalCmsEnv(): void {
  const file = join(CMS_DIR, '.env');
  if (existsSync(file)) return;
  const lines = [
    '# Generated for this machine by `npm start` / `npm run dev`. Not for production: see .env.example.',
    `APP_KEYS=${[secret(), secret(), secret(), secret()].join(',')}`,
    `API_TOKEN_SALT=${secret()}`,
    `ADMIN_JWT_SECRET=${secret()}`,
    `TRANSFER_TOKEN_SALT=${secret()}`,
    `JWT_SECRET=${secret()}`,
    `ENCRYPTION_KEY=${secret()}`,
    `PREVIEW_SECRET=${secret()}`,
    // Seals passport numbers (AES-256-GCM): exactly 32 bytes.
    `CONTACT_ENCRYPTION_KEY=${randomBytes(32).toString('base64')}`,
    'STRAPI_TELEMETRY_DISABLED=true',
  ];
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  console.log('Generated cms/.env with fresh local secrets.');
}

/**
 * The variables of a .env file, read as Strapi reads cms/.env (dotenv's rules, which Node's own
 * parser follows): `#` starts a comment outside quotes, quotes around a value are removed.
 */
export function readEnvFile(file: string): NodeJS.Dict<string> {
  if (!existsSync(file)) return {};
  return parseEnv(readFileSync(file, 'utf8'));
}
