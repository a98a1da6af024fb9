import { describe, expect, it } from 'vitest';
import { previewAnswer } from './preview';

const SECRET = 'a-preview-secret-of-some-length';
const ask = (query: Record<string, string>, secret: string | undefined = SECRET) =>
  previewAnswer(new URLSearchParams(query), secret);

describe("the site's /preview (Strapi's Open preview)", () => {
  it("opens the entry's public page with the right secret", () => {
    expect(ask({ secret: SECRET, path: '/department/7' })).toEqual({ status: 302, location: '/department/7' });
    expect(ask({ secret: SECRET, path: '/doctors?doctor=4' })).toEqual({ status: 302, location: '/doctors?doctor=4' });
    expect(ask({ secret: SECRET, path: '/#footer' })).toEqual({ status: 302, location: '/#footer' });
  });

  it('refuses a missing or wrong secret, and answers 404 where no secret is configured', () => {
    expect(ask({ path: '/department/7' })).toMatchObject({ status: 401, message: 'This preview link is not valid.' });
    expect(ask({ secret: `${SECRET}x`, path: '/department/7' })).toMatchObject({ status: 401 });
    expect(previewAnswer(new URLSearchParams({ secret: '', path: '/' }), undefined)).toMatchObject({ status: 404 });
  });

  it('never leads off the site, nor to the admin screens, the API or uploads', () => {
    for (const path of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'department/7',
      '/admin/dashboard',
      '/api/users/',
      '/uploads/x.jpg',
      '/preview?secret=x',
      '',
      // Browsers drop tabs and newlines before resolving a Location: these would be `//evil.example`.
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/ /evil.example',
      '/%2e%2e/admin/login',
      '/ADMIN/dashboard',
      '/Api/users/',
      // Dot segments and doubled slashes: `/..//evil.example/login` resolves to `//evil.example/login`.
      '/..//evil.example/login',
      '/../evil.example/login',
      '/./about',
      '/about/../doctors',
      '/about//evil.example',
      '/%2e%2e//evil.example/login',
      '/.%2E//evil.example',
    ]) {
      expect(ask({ secret: SECRET, path }), path).toMatchObject({
        status: 400,
        message: 'A preview can only show a page of this site.',
      });
    }
  });
});
