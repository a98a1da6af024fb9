/**
 * The static mirror's own rules (scripts/mirror/mirror-lib.ts): which addresses it takes from the
 * sitemap, which files a page uses, and that no address — however hostile — writes outside the
 * folder it was given. The mirror served by nginx is checked in nginx.test.ts.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { filesUsedBy, mirrorFile, mirrorSite, sitemapPaths } from '../../scripts/mirror/mirror-lib';

const out = mkdtempSync(join(tmpdir(), 'mirror-test-'));
after(() => rmSync(out, { recursive: true, force: true }));

describe('the static mirror', () => {
  it('writes each page as <path>/index.html and the home page as index.html', () => {
    assert.equal(mirrorFile(out, '/', true), join(out, 'index.html'));
    assert.equal(mirrorFile(out, '/emergency', true), join(out, 'emergency', 'index.html'));
    assert.equal(mirrorFile(out, '/assets/app-1.js', false), join(out, 'assets', 'app-1.js'));
  });

  it('refuses every address that would write outside its folder', () => {
    for (const hostile of [
      '/../etc/passwd',
      '/a/../../x',
      '/%2e%2e/x',
      '/a%2f..%2f..%2fx',
      '/..%5cx',
      '/%00',
      '/%E0%A4%A',
      'relative',
      '/.',
    ]) {
      assert.equal(mirrorFile(out, hostile, true), undefined, hostile);
      assert.equal(mirrorFile(out, hostile, false), undefined, hostile);
    }
  });

  it("takes the sitemap's paths and the site's own files a page uses, never another site's", () => {
    assert.deepEqual(
      sitemapPaths(
        '<urlset><url><loc>https://h.example/</loc></url><url><loc>https://h.example/blogs?post=3&amp;x=1</loc></url></urlset>',
      ),
      ['/', '/blogs?post=3&x=1'],
    );
    const html = `<link rel="icon" href="/favicon.png"><script src="/assets/a.js"></script>
      <img src="/uploads/b.jpg" srcset="/uploads/small_b.jpg 500w, /uploads/b.jpg 1000w">
      <a href="/doctors">Doctors</a><img src="https://img.youtube.com/x.jpg"><style>.x{background:url(/assets/c.png)}</style>
      <img src="/uploads/d.jpg" srcSet="/uploads/medium_d.jpg 750w, /uploads/d.jpg 1920w"><img src="/images/people/consultant.svg">
      <a href="/rates.json">The rates as a file</a>`;
    // React writes the attribute as `srcSet`: the mirror reads it as a browser does, in any case.
    assert.deepEqual(filesUsedBy(html).sort(), [
      '/assets/a.js',
      '/assets/c.png',
      '/favicon.png',
      '/images/people/consultant.svg',
      // The package rates' machine-readable file, linked from /packages.
      '/rates.json',
      '/uploads/b.jpg',
      '/uploads/d.jpg',
      '/uploads/medium_d.jpg',
      '/uploads/small_b.jpg',
    ]);
  });

  it('mirrors a site whose sitemap names a hostile address without writing outside its folder', async () => {
    const site = createServer((req, res) => {
      if (req.url === '/sitemap.xml') {
        const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
        res.end(`<urlset><url><loc>${base}/</loc></url><url><loc>${base}/a%2f..%2f..%2fescaped</loc></url></urlset>`);
        return;
      }
      res.end(req.url === '/' ? '<a href="tel:+911234567890">Call</a><img src="/assets/x.png">' : 'file');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const figures = await mirrorSite(`http://127.0.0.1:${(site.address() as AddressInfo).port}`, join(out, 'site'));
      assert.deepEqual(figures.pages, ['/']);
      assert.deepEqual(figures.skipped, ['/a%2f..%2f..%2fescaped']);
      assert.deepEqual(readdirSync(out).sort(), ['site']);
      assert.deepEqual(readdirSync(join(out, 'site')).sort(), ['assets', 'favicon.png', 'index.html']);
    } finally {
      site.close();
    }
  });
});
