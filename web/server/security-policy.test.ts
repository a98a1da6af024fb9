import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, framingOrigins, mediaOriginOf } from './security-policy';

const frameAncestors = (policy: string) =>
  policy.split('; ').find((directive) => directive.startsWith('frame-ancestors'));

describe("the pages' security policy", () => {
  it("lets nobody frame the site unless Strapi's panel is named for previews", () => {
    expect(frameAncestors(contentSecurityPolicy())).toBe("frame-ancestors 'none'");
    expect(
      frameAncestors(
        contentSecurityPolicy({ framingOrigins: ['https://cms.hospital.example', 'http://127.0.0.1:1337'] }),
      ),
    ).toBe('frame-ancestors https://cms.hospital.example http://127.0.0.1:1337');
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

  it('lets pictures load from the media bucket when S3_PUBLIC_URL names one, and from nowhere else new', () => {
    const imgSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('img-src'));
    expect(imgSrc(contentSecurityPolicy())).toBe(
      "img-src 'self' data: blob: https://img.youtube.com https://i.ytimg.com",
    );
    const origin = mediaOriginOf('https://media.hospital.example/site-media/');
    expect(origin).toBe('https://media.hospital.example');
    expect(imgSrc(contentSecurityPolicy({ mediaOrigin: origin }))).toBe(
      "img-src 'self' https://media.hospital.example data: blob: https://img.youtube.com https://i.ytimg.com",
    );
    expect(mediaOriginOf('http://127.0.0.1:4569/hospital-media')).toBe('http://127.0.0.1:4569');
    expect(mediaOriginOf(undefined)).toBeUndefined();
    expect(mediaOriginOf('  ')).toBeUndefined();
  });

  it('refuses an S3_PUBLIC_URL that is not a web address, so nothing else enters the policy', () => {
    for (const value of [
      'media.hospital.example',
      'javascript:alert(1)',
      'ftp://media.hospital.example',
      "https://media.example; script-src 'unsafe-inline'",
      'https://user:secret@media.example',
      '/uploads',
    ]) {
      expect(() => mediaOriginOf(value), value).toThrow(/S3_PUBLIC_URL: .* is not a web address/);
    }
  });
});
