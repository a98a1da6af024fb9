/**
 * Secrets and seeded passwords. In development a missing variable falls back to a value that
 * announces itself as insecure; in production (NODE_ENV=production) such a value stops the start,
 * naming the variable, so a deployment can never run on a default that is published in this repo.
 */
export const SECRET_VARIABLES = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  // Strapi's Preview: the site's /preview route shows a page to the panel only with it.
  'PREVIEW_SECRET',
] as const;

export const SEEDED_PASSWORD_VARIABLES = [
  'SEED_ADMIN_PASSWORD',
  'SEED_EDITOR_PASSWORD',
  'SEED_SUPERADMIN_PASSWORD',
] as const;

export const SEED_DEFAULTS = {
  SEED_ADMIN_EMAIL: 'admin@example.com',
  SEED_ADMIN_PASSWORD: 'admin-password',
  SEED_EDITOR_EMAIL: 'editor@example.com',
  SEED_EDITOR_PASSWORD: 'Editor-password1',
  SEED_SUPERADMIN_EMAIL: 'superadmin@example.com',
  SEED_SUPERADMIN_PASSWORD: 'Superadmin-password1',
} as const;

const INSECURE_MARK = 'insecure-dev-default';

export function devSecret(name: string): string {
  return `${INSECURE_MARK}-${name.toLowerCase().replace(/_/g, '-')}`;
}

export function readSecret(name: (typeof SECRET_VARIABLES)[number]): string {
  const value = process.env[name];
  return value && value.trim() !== '' ? value : devSecret(name);
}

export function readSeedSetting(name: keyof typeof SEED_DEFAULTS): string {
  const value = process.env[name];
  return value && value.trim() !== '' ? value : SEED_DEFAULTS[name];
}

/** A value that announces itself as a placeholder: a development default, or .env.example's `tobemodified`. */
export const isDevelopmentDefault = (value: string): boolean =>
  value.includes(INSECURE_MARK) || /tobemodified/i.test(value);

/** Every production setting that is still a development default, by variable name. */
export function unsafeProductionSettings(env: NodeJS.ProcessEnv = process.env): string[] {
  const unsafe: string[] = [];
  for (const name of SECRET_VARIABLES) {
    const value = env[name];
    if (!value || value.trim() === '' || isDevelopmentDefault(value)) unsafe.push(name);
  }
  for (const name of SEEDED_PASSWORD_VARIABLES) {
    const value = env[name];
    if (value === undefined || value === SEED_DEFAULTS[name]) unsafe.push(name);
  }
  return unsafe;
}
