/**
 * The only links the site renders or accepts from editors: absolute http(s) URLs. Anything else a
 * stored value might hold (`javascript:`, `data:`, a bare word) is never put in an href.
 */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
