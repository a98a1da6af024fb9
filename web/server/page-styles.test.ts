import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inlineStylesheet } from './page-styles';
import { contentSecurityPolicy } from './security-policy';

const TEMPLATE =
  '<head><link rel="icon" href="/favicon.svg" /><link rel="stylesheet" crossorigin href="/assets/style-abc.css"></head><body></body>';
let clientDir: string;

const writeCss = (css: string) => writeFileSync(join(clientDir, 'assets', 'style-abc.css'), css);
/** What a browser computes for an inline <style>: SHA-256 of its exact text, base64. */
const browserHash = (css: string) => `sha256-${createHash('sha256').update(Buffer.from(css, 'utf8')).digest('base64')}`;

describe("the site's stylesheet, inline in every page", () => {
  beforeEach(() => {
    clientDir = mkdtempSync(join(tmpdir(), 'page-styles-'));
    mkdirSync(join(clientDir, 'assets'));
  });
  afterEach(() => rmSync(clientDir, { recursive: true, force: true }));

  it('replaces the stylesheet link with the same CSS in a <style>, and hashes exactly that text', () => {
    const css = '.hero{color:#0b4f8a}\n.tab::after{content:"→ é"}';
    writeCss(css);
    const { template, styleHash } = inlineStylesheet(TEMPLATE, clientDir);
    expect(template).toBe(`<head><link rel="icon" href="/favicon.svg" /><style>${css}</style></head><body></body>`);
    expect(styleHash).toBe(browserHash(css));
  });

  it('a changed stylesheet gets a new hash (the policy follows the CSS)', () => {
    writeCss('.a{color:red}');
    const before = inlineStylesheet(TEMPLATE, clientDir).styleHash;
    writeCss('.a{color:blue}');
    expect(inlineStylesheet(TEMPLATE, clientDir).styleHash).not.toBe(before);
  });

  it('refuses, saying why, CSS that would close the <style> early or a template without exactly one stylesheet', () => {
    writeCss('.a::after{content:"</style><script>"}');
    expect(() => inlineStylesheet(TEMPLATE, clientDir)).toThrow(/contains "<\/style"/);
    expect(() => inlineStylesheet('<head></head>', clientDir)).toThrow(/exactly one stylesheet.*found 0/);
  });
});

describe("the pages' Content-Security-Policy", () => {
  const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

  it('allows the inline stylesheet by its hash only, and nothing else inline', () => {
    const policy = contentSecurityPolicy({ inlineStyleHashes: ['sha256-AAAA'] });
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'sha256-AAAA'");
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(policy).not.toMatch(/style-src [^;]*'unsafe-inline'/);
    expect(directive(contentSecurityPolicy(), 'style-src')).toBe("style-src 'self'");
  });
});
