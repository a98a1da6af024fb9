import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * `<link rel="modulepreload">` for the app's code (what the entry imports once the page's lead
 * picture has painted, src/app/lead-image.ts), from the build's manifest. A page without a lead
 * picture starts the app at once: these links let the phone fetch the app beside the small entry
 * instead of one round trip after it. A page with one does not carry them (its banner goes first).
 */
export function appModulePreloads(clientDir: string): string {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build manifest names no entry');
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const key of entry.dynamicImports ?? []) add(key);
  return [...files]
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}" />`)
    .join('\n    ');
}
