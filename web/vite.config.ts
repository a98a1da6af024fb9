/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
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

/**
 * The app's entry and its preloaded modules fetched at low priority: a public page is already
 * complete and readable from the server's HTML and its inline CSS, so on a slow phone network the
 * stylesheet-free first paint and the hero picture (fetchpriority=high) go first and the script that
 * hydrates the page follows. Kept for a visitor (issue 40): without it, on the real mobile profile
 * (`npm run bench:interaction`, 2026-11-29, both builds' loads in turn, one sitting, medians of 3)
 * `/bn/` drew its menu at 2,375 ms instead of 1,314 and its largest paint at 1,684 instead of
 * 1,208, and the first tap on `/contact` waited 200 ms after the menu showed; `/` and `/doctors`
 * moved within the spread. The links to the entry's own imports that Vite's module preload adds
 * beside it get the same low priority.
 */
const entryAtLowPriority: Plugin = {
  name: 'entry-at-low-priority',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html
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
        // Vite's module preload helper stays on (its default). It was off on the belief that its
        // links cost a phone main-thread time at start-up; on the real mobile profile (issue 40,
        // bench:interaction 2026-11-30, medians of 3, both builds in turn) the builds differed
        // within the spread: the menu drawn sooner with it on four routes of six, later on two,
        // the first tap answered the moment the menu showed in both. The server still announces
        // the page's own modules in the served head (server/module-preloads.ts); the helper skips
        // a module already announced.
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
