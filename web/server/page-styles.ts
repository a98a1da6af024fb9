import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface InlinedStyles {
  /** The template with its stylesheet link replaced by the same CSS in a <style> element. */
  template: string;
  /** The CSP source that allows exactly that CSS: `sha256-<base64>`. */
  styleHash: string;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/** The CSP hash of an inline style: SHA-256 of the element's exact text, in base64. */
export const inlineStyleHash = (css: string) => `sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}`;

/**
 * The site's one stylesheet, read once at start-up and written into every page: the first paint
 * then waits for the page alone, not for a second download on a slow phone network (small once
 * compressed, so cheaper inside the page than as its own request). The page's Content-Security-Policy
 * allows it by hash, so a change to the CSS can never be blocked by a stale policy.
 */
export function inlineStylesheet(template: string, clientDir: string): InlinedStyles {
  const links = [...template.matchAll(STYLESHEET_LINK)];
  if (links.length !== 1)
    throw new Error(`index.html must link exactly one stylesheet to inline, found ${links.length}`);
  const [link, href] = links[0];
  const css = readFileSync(join(clientDir, href), 'utf8');
  if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", which would end the inline <style> early`);
  return { template: template.replace(link, () => `<style>${css}</style>`), styleHash: inlineStyleHash(css) };
}
