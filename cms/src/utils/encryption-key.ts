/**
 * The key that seals passport numbers at rest (CONTACT_ENCRYPTION_KEY: 32 bytes, base64). Here
 * rather than beside the sealing, because the start-up configuration check reads it too, and
 * utils/ never imports a content type's code.
 */
export const ENCRYPTION_KEY_VARIABLE = 'CONTACT_ENCRYPTION_KEY';

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
