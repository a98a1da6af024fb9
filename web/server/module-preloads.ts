import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  /** Files the module asks for by address (`?url`): the admin screens' own stylesheet. */
  assets?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

export function readBuildManifest(clientDir: string): BuildManifest {
  const file = join(clientDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : {};
}

/** The chunks these modules need before they run: themselves and their static imports, in order. */
function closure(manifest: BuildManifest, keys: readonly string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/**
 * `<link rel="modulepreload">` for the app's entry and for the given source modules (the page's own
 * route code, which the app would otherwise only ask for once the entry has run): the browser
 * fetches all of them with the page, in parallel, instead of one round trip after another.
 * The entry script and its static imports are in the template; they are not announced twice. Low
 * priority, like the entry script (vite.config.ts): they load from the start, after the page's lead
 * picture.
 */
export function modulePreloadTags(manifest: BuildManifest, sourceModules: readonly string[]): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  // The entry and its static imports are in the template already (vite.config.ts announces them).
  const withEntry = closure(manifest, entries);
  const entryFiles = new Set([...withEntry].map((key) => manifest[key].file));
  // The app (src/main.tsx's dynamic import), needed on every page. The bundler may move that import
  // out of the entry into a chunk the entry imports, so every chunk the entry needs is asked.
  const app = [...withEntry].flatMap((key) => manifest[key].dynamicImports ?? []);
  const chunks = [...closure(manifest, [...entries, ...app, ...sourceModules])];
  const files = chunks.map((key) => manifest[key].file).filter((file) => !entryFiles.has(file));
  const styles = chunks.flatMap((key) => manifest[key].assets ?? []).filter((file) => file.endsWith('.css'));
  return [
    ...[...new Set(files)].map((file) => `<link rel="modulepreload" href="/${file}" fetchpriority="low" />`),
    ...[...new Set(styles)].map((file) => `<link rel="preload" as="style" href="/${file}" />`),
  ].join('\n    ');
}
