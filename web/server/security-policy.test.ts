import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, framingOrigins } from './security-policy';

const frameAncestors = (policy: string) =>
  policy.split('; ').find((directive) => directive.startsWith('frame-ancestors'));

describe("the pages' security policy", () => {
  it("lets nobody frame the site unless Strapi's panel is named for previews", () => {
    expect(frameAncestors(contentSecurityPolicy())).toBe("frame-ancestors 'none'");
    expect(frameAncestors(contentSecurityPolicy([], ['https://cms.hospital.example', 'http://127.0.0.1:1337']))).toBe(
      'frame-ancestors https://cms.hospital.example http://127.0.0.1:1337',
    );
  });

  it('reads the panel origins from PREVIEW_PANEL_ORIGINS, none when unset', () => {
    expect(framingOrigins(undefined)).toEqual([]);
    expect(framingOrigins('  http://127.0.0.1:1337   http://localhost:1337 ')).toEqual([
      'http://127.0.0.1:1337',
      'http://localhost:1337',
    ]);
  });

  it('refuses anything that is not exactly an origin, so nothing can be added to the policy', () => {
    for (const value of [
      '*',
      'https://cms.example/admin',
      'https://cms.example;script-src',
      'javascript:alert(1)',
      "'self'",
    ]) {
      expect(() => framingOrigins(value), value).toThrow(/PREVIEW_PANEL_ORIGINS: .* is not an origin/);
    }
  });
});
