import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Passport numbers at rest: AES-256-GCM (authenticated: a changed byte fails to decrypt rather than
 * reading as another number), a fresh 12-byte IV each time, the key from CONTACT_ENCRYPTION_KEY
 * (32 bytes, base64). Stored as `v1:<iv>.<tag>.<ciphertext>` (base64url), so a later key or
 * scheme can sit beside it.
 */
const PREFIX = 'v1:';
const KEY_VARIABLE = 'CONTACT_ENCRYPTION_KEY';

/**
 * Outside production only, when the variable is unset: a published key, so a developer's database
 * still opens after a restart. Production refuses to start with it or without one (config-check).
 */
export const DEVELOPMENT_ENCRYPTION_KEY = Buffer.alloc(32, 'development passport key').toString('base64');

/** The key's bytes when the value is 32 bytes of base64, else null. */
export function encryptionKeyBytes(value: string | undefined): Buffer | null {
  const text = value?.trim() ?? '';
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64');
  return bytes.length === 32 ? bytes : null;
}

function key(env: NodeJS.ProcessEnv = process.env): Buffer {
  const bytes = encryptionKeyBytes(env[KEY_VARIABLE] || DEVELOPMENT_ENCRYPTION_KEY);
  // config-check refuses a bad key at start; this only guards a test that changes the environment.
  if (!bytes) throw new Error(`${KEY_VARIABLE} must be 32 bytes, base64.`);
  return bytes;
}

export const isSealed = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX);

export function sealPassport(plain: string, env?: NodeJS.ProcessEnv): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(env), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')}`;
}

/** The number, or null when none is stored or it cannot be opened with this key (never thrown: the desk still works). */
export function openPassport(stored: string | null | undefined, env?: NodeJS.ProcessEnv): string | null {
  if (!isSealed(stored)) return null;
  try {
    const [iv, tag, sealed] = stored
      .slice(PREFIX.length)
      .split('.')
      .map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', key(env), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
