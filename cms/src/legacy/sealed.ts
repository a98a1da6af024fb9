import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import {
  DEVELOPMENT_ENCRYPTION_KEY,
  ENCRYPTION_KEY_VARIABLE as KEY_VARIABLE,
  encryptionKeyBytes,
} from '../utils/encryption-key';

/**
 * Patients' identity numbers at rest (a visa request's passport number, a booking's ABHA id): AES-256-GCM (authenticated: a changed byte fails to decrypt rather than
 * reading as another number), a fresh 12-byte IV each time, the key from CONTACT_ENCRYPTION_KEY
 * (32 bytes, base64). Stored as `v1:<iv>.<tag>.<ciphertext>` (base64url), so a later key or
 * scheme can sit beside it.
 */
const PREFIX = 'v1:';

function key(env: NodeJS.ProcessEnv = process.env): Buffer {
  const bytes = encryptionKeyBytes(env[KEY_VARIABLE] || DEVELOPMENT_ENCRYPTION_KEY);
  // config-check refuses a bad key at start; this only guards a test that changes the environment.
  if (!bytes) throw new Error(`${KEY_VARIABLE} must be 32 bytes, base64.`);
  return bytes;
}

export const isSealed = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX);

export function sealText(plain: string, env?: NodeJS.ProcessEnv): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(env), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')}`;
}

/** The text, or null when none is stored or it cannot be opened with this key (never thrown: the desk still works). */
export function openSealed(stored: string | null | undefined, env?: NodeJS.ProcessEnv): string | null {
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
