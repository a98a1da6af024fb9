/**
 * Prints the JavaScript and CSS (raw, gzip and brotli: the build's .br copies, what browsers are
 * served) a visitor's browser downloads to show each route:
 * the entry chunk, its static imports, and the route module with its own static imports.
 * Run after `npm run build -w web`: `npx tsx scripts/bench/bundle-size.ts`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { WEB_DIR } from '../lib/paths';
import { recordFigures } from '../lib/figures-recorder';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const dist = join(WEB_DIR, 'dist', 'client');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

function size(files: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    const precompressed = join(dist, `${file}.br`);
    brotli += existsSync(precompressed) ? readFileSync(precompressed).length : brotliCompressSync(bytes).length;
  }
  return { raw, gzip, brotli };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry chunk in the manifest: build the site first.');
// The entry and the app it imports dynamically at start (from the entry or a chunk the entry
// imports: the bundler may move the import there): every visit downloads them.
const startUp = [...closure([entryKey])].flatMap((key) => manifest[key].dynamicImports ?? []);
const entry = closure([entryKey, ...startUp]);

// The route modules (and the admin's stylesheet): web/src/site/routes/ and web/src/admin/app/.
const routeFolder = /^.*src\/(site|admin)\/(?:routes|app)\//;
const routes = Object.keys(manifest).filter((key) => routeFolder.test(key));
const rows = [
  ['(entry only)', entryKey] as const,
  ...routes.map((key) => [key.replace(routeFolder, '$1/'), key] as const),
].map(([name, key]) => {
  const chunks = closure([key], new Set(entry));
  const js = [...chunks].map((k) => manifest[k].file);
  const css = [...chunks].flatMap((k) => manifest[k].css ?? []);
  return { name, js: size(js), css: size(css) };
});

rows.sort((a, b) => b.js.gzip - a.js.gzip);
const figures = recordFigures('bench:bundle');
console.log('First-load size per route (entry + route, with static imports):');
console.log(
  'route'.padEnd(36),
  'JS raw'.padStart(10),
  'JS gzip'.padStart(10),
  'JS br'.padStart(10),
  'CSS br'.padStart(10),
);
for (const row of rows) {
  console.log(
    row.name.padEnd(36),
    kb(row.js.raw).padStart(10),
    kb(row.js.gzip).padStart(10),
    kb(row.js.brotli).padStart(10),
    kb(row.css.brotli).padStart(10),
  );
}
figures.write();
