/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { compiledCatalogues } from './vite-plugins/compiled-catalogues';
import { previewAnswer } from './src/app/preview';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The browser talks to one origin: /api and /uploads are forwarded to Strapi, in watch mode
// (port 5173) and when the built site is served (port 4173) alike.
const cmsUrl = process.env.CMS_URL ?? 'http://localhost:1337';
// xfwd appends the client's address to X-Forwarded-For: the CMS believes that last entry only, and
// only from a proxy that sends the run's shared secret (scripts/lib/paths.ts).
const headers: Record<string, string> = process.env.PROXY_SHARED_SECRET
  ? { 'X-Proxy-Secret': process.env.PROXY_SHARED_SECRET }
  : {};
const proxy = {
  '/api': { target: cmsUrl, changeOrigin: false, xfwd: true, headers },
  '/uploads': { target: cmsUrl, changeOrigin: false, xfwd: true, headers },
};

/** `npm run dev`: the same /preview as the site's server, so Strapi's "Open preview" works in watch mode too. */
const strapiPreview: Plugin = {
  name: 'strapi-preview',
  configureServer(server) {
    server.middlewares.use('/preview', (req, res) => {
      const answer = previewAnswer(
        new URL(req.url ?? '/', 'http://dev.invalid').searchParams,
        process.env.PREVIEW_SECRET,
      );
      res.setHeader('Cache-Control', 'no-store');
      if (answer.status === 302) {
        res.writeHead(302, { Location: answer.location, 'Referrer-Policy': 'no-referrer' });
        res.end();
      } else {
        res.writeHead(answer.status, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(answer.message);
      }
    });
  },
};

/** Every chunk a chunk needs before it runs (its static imports, theirs, ...), each once. */
function staticImportsOf(chunk: Rolldown.OutputChunk | undefined, bundle: Rolldown.OutputBundle | undefined): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    const imported = bundle?.[file];
    if (found.has(file) || imported?.type !== 'chunk') return;
    found.add(file);
    imported.imports.forEach(visit);
  };
  chunk?.imports.forEach(visit);
  return [...found];
}

/**
 * The app's entry and its preloaded modules fetched at low priority: a public page is already
 * complete and readable from the server's HTML and its inline CSS, so on a slow phone network the
 * stylesheet-free first paint and the hero picture (fetchpriority=high) go first and the script that
 * hydrates the page follows. Kept for a visitor (issue 40): without it, on the real mobile profile
 * (`npm run bench:interaction`, 2026-11-29, both builds' loads in turn, one sitting, medians of 3)
 * `/bn/` drew its menu at 2,375 ms instead of 1,314 and its largest paint at 1,684 instead of
 * 1,208, and the first tap on `/contact` waited 200 ms after the menu showed; `/` and `/doctors`
 * moved within the spread.
 */
const entryAtLowPriority: Plugin = {
  name: 'entry-at-low-priority',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { chunk, bundle }) =>
      html
        // The entry's own static imports, announced beside it (what Vite does unless modulePreload
        // is off, as below): the bundler may put the entry's code in a chunk the entry imports, and
        // the browser would otherwise find that chunk one round trip later.
        .replace(
          /<script type="module"/,
          (script) =>
            staticImportsOf(chunk, bundle)
              .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n    `)
              .join('') + script,
        )
        .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
        .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"'),
  },
};

/**
 * The API contract (packages/contract) read from its TypeScript source, like the site's own: the
 * page, the server bundle and the tests need no build of it (the CMS uses its compiled output).
 */
const contractSource = fileURLToPath(new URL('../packages/contract/src/index.ts', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { '@hospital/contract': contractSource } },
  plugins: [
    react(),
    compiledCatalogues(),
    strapiPreview,
    entryAtLowPriority,
    // Brotli and gzip copies of every asset beside it, served by the site server (server/site-server.ts)
    // to browsers that accept them. Not index.html: the server fills it in per page.
    ...(isSsrBuild
      ? []
      : [
          compression({
            algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
            exclude: [/\.html$/],
            threshold: 1024,
          }),
        ]),
  ],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
  // Two builds: the browser app (dist/client; its manifest lets scripts/bench/bundle-size.ts
  // measure what each route loads) and the Node server that renders pages (dist/server).
  // One stylesheet for the whole site: a server-rendered page must be styled at first paint,
  // before the code of its route has loaded.
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist/server',
        sourcemap: false,
        emptyOutDir: true,
        copyPublicDir: false,
        // The server, and the worker threads that render its pages (server/render-threads.ts).
        rolldownOptions: { input: { main: 'server/main.ts', 'render-worker': 'server/render-worker.ts' } },
      }
    : {
        target: 'es2022',
        outDir: 'dist/client',
        sourcemap: false,
        manifest: true,
        cssCodeSplit: false,
        // No preload helper in the script: inserting a link per module of each lazy import costs a
        // phone main-thread time in the middle of start-up. Measured (issue 40, bench:pages,
        // 2026-11-30, quiet machine, medians of 3, the helper off -> on): total blocking time on `/`
        // 612 -> 1,193 ms, `/neurosurgery` 266 -> 765, `/packages` 268 -> 378; performance 85 -> 76,
        // 94 -> 81, 95 -> 87. (bench:interaction's menu and first tap moved within the spread.)
        // The site's server announces the entry's and the page's own modules in the served head
        // instead (server/module-preloads.ts).
        modulePreload: false,
        emptyOutDir: true,
        // Rolldown's own chunks. Copying shared modules under 8 KB into each chunk that imports
        // them (experimentalInlineCommonChunks: 9 scripts for `/` instead of 27) was there to fit a
        // budget that counted each request's headers; on the real mobile profile it made no
        // difference a visitor would feel (issue 40: bench:interaction, docs/BENCHMARKS.md), so it went.
        rolldownOptions: { preserveEntrySignatures: false },
      },
  // Every dependency bundled into the server: it runs from dist/ alone (no node_modules in its image).
  ssr: { noExternal: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    testTimeout: 15000,
  },
}));
