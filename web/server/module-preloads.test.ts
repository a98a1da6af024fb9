import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminModules } from '../src/entry-server';
import { adminShellHtml, ADMIN_LOADING_MESSAGE } from './admin-shell';
import { modulePreloadTags, readBuildManifest, type BuildManifest } from './module-preloads';

/** A build as Vite describes it: the entry, a shared vendor chunk, the home page and the admin app. */
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, dynamicImports: ['src/app/start-app.tsx'] },
  'src/app/start-app.tsx': { file: 'assets/start-app-s.js', imports: ['_react-b.js'] },
  '_react-b.js': { file: 'assets/react-b.js' },
  'src/site/routes/home.tsx': { file: 'assets/home-c.js', imports: ['_react-b.js', '_tabs-d.js'] },
  'src/site/routes/home-sections.tsx': { file: 'assets/home-sections-e.js', imports: ['_tabs-d.js'] },
  '_tabs-d.js': { file: 'assets/tabs-d.js' },
  'src/admin/app/admin-app.tsx': {
    file: 'assets/admin-app-f.js',
    imports: ['_react-b.js'],
    assets: ['assets/admin-styles-h.css'],
  },
  'src/admin/features/session/login-page.tsx': { file: 'assets/login-page-g.js' },
};

const hrefs = (tags: string) =>
  [...tags.matchAll(/<link rel="modulepreload" href="([^"]+)"(?: fetchpriority="low")? \/>/g)].map((m) => m[1]);

describe("the app's code, announced in the served head", () => {
  it("preloads the app the entry imports and the admin's own code with its imports, each once", () => {
    const files = hrefs(modulePreloadTags(manifest, adminModules));
    expect(files.sort()).toEqual(
      ['/assets/start-app-s.js', '/assets/admin-app-f.js', '/assets/login-page-g.js', '/assets/react-b.js'].sort(),
    );
    // The entry is the page's <script type="module">: not announced a second time.
    expect(files).not.toContain('/assets/index-a.js');
    // No public page's code for the desk.
    expect(files.some((file) => file.includes('home'))).toBe(false);
  });

  it('finds the app when the bundler moved its import into a chunk the entry imports', () => {
    const { 'index.html': entry, ...rest } = manifest;
    const moved: BuildManifest = {
      ...rest,
      'index.html': { file: entry.file, isEntry: true, imports: ['_main-m.js'] },
      '_main-m.js': { file: 'assets/main-m.js', dynamicImports: ['src/app/start-app.tsx'] },
    };
    const files = hrefs(modulePreloadTags(moved, []));
    expect(files).toContain('/assets/start-app-s.js');
    // The entry's own imports are announced by the template itself (vite.config.ts).
    expect(files).not.toContain('/assets/main-m.js');
    // The app's own dynamic imports (every route's code) are not all announced.
    expect(files).not.toContain('/assets/admin-app-f.js');
    expect(files).not.toContain('/assets/home-c.js');
  });

  it('announces nothing without a build manifest (tests, `npm run dev`)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'no-manifest-'));
    expect(modulePreloadTags(readBuildManifest(dir), adminModules)).toBe('');
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    expect(readBuildManifest(dir)).toEqual(manifest);
  });
});

describe('the /admin page as served', () => {
  const template = '<html><head><title>x</title></head><body><div id="root"><!--page-body--></div></body></html>';

  it('shows the loading state at once and preloads the admin app, its stylesheet and its login form, at the default priority', () => {
    const html = adminShellHtml(template, modulePreloadTags(manifest, adminModules));
    expect(html).toContain('<link rel="preload" as="style" href="/assets/admin-styles-h.css" />');
    expect(html).not.toContain('fetchpriority="low"');
    expect(html).toContain(`<div role="status" class="loading-state">`);
    expect(html).toContain(`<span>${ADMIN_LOADING_MESSAGE}</span>`);
    expect(ADMIN_LOADING_MESSAGE).toBe('Loading the admin screens...');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(hrefs(head)).toEqual(expect.arrayContaining(['/assets/admin-app-f.js', '/assets/login-page-g.js']));
  });
});
