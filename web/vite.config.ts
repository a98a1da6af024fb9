/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The browser talks to one origin: /api and /uploads are forwarded to Strapi, in watch mode
// (port 5173) and when the built site is served (port 4173) alike.
const cmsUrl = process.env.CMS_URL ?? 'http://localhost:1337';
// xfwd appends the client's address to X-Forwarded-For: the CMS believes that last entry only, and
// only from a proxy that sends the run's shared secret (scripts/lib/paths.ts).
const headers: Record<string, string> = process.env.PROXY_SHARED_SECRET ? { 'X-Proxy-Secret': process.env.PROXY_SHARED_SECRET } : {};
const proxy = {
  '/api': { target: cmsUrl, changeOrigin: false, xfwd: true, headers },
  '/uploads': { target: cmsUrl, changeOrigin: false, xfwd: true, headers },
};

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
  // The manifest lets scripts/bench/bundle-size.ts measure what each route really loads.
  build: { target: 'es2022', sourcemap: false, manifest: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    testTimeout: 15000,
  },
});
