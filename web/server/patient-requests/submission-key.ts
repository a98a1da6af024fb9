import { createHmac } from 'node:crypto';

/**
 * The `Idempotency-Key` a no-JS form is sent to the CMS with: made from what the patient sent
 * (the page, the fields as sent on, each report's bytes), so sending the same form again after
 * a late answer carries the same key and the CMS answers with the first request's reference
 * instead of storing it twice. Not from the page when it was served: pages are cached and
 * shared, so a key made then would be every visitor's. Not from the visitor's address either:
 * a phone can change address between two tries. Keyed with the secret the site shares with the
 * CMS (PROXY_SHARED_SECRET) when there is one, so the key the CMS keeps for a day cannot be
 * matched against guessed names, phone or passport numbers.
 */
export async function submissionKey(
  path: string,
  fields: Record<string, unknown>,
  files: ReadonlyArray<readonly [string, Blob]>,
  secret = '',
): Promise<string> {
  const hash = createHmac('sha256', secret).update(path).update('\0').update(JSON.stringify(fields));
  for (const [field, file] of files) {
    hash.update('\0').update(field).update('\0');
    hash.update(new Uint8Array(await file.arrayBuffer()));
  }
  // 43 characters of A-Z, a-z, 0-9, - and _: what the CMS takes as a key.
  return hash.digest('base64url');
}
