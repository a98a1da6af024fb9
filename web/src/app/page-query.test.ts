// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_QUERY_PARAMETERS } from './route-query';

const SOURCES = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the query parameters the page cache keys on', () => {
  it('lists every parameter a public page reads from its address', () => {
    const read = new Set<string>();
    for (const file of sourceFiles(SOURCES)) {
      // The admin screens are never served from the page cache.
      if (file.startsWith(join(SOURCES, 'admin'))) continue;
      const text = readFileSync(file, 'utf8');
      for (const [, name] of text.matchAll(/useLinkedItem(?:Dialog)?\(\s*'([^']+)'/g)) read.add(name);
      for (const [, name] of text.matchAll(/params\.get(?:All)?\('([^']+)'\)/g)) read.add(name);
    }
    expect(read.size).toBeGreaterThanOrEqual(6);
    expect([...read].filter((name) => !PAGE_QUERY_PARAMETERS.has(name))).toEqual([]);
  });
});
