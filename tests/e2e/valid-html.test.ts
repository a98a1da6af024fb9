/**
 * Every page the site serves is valid HTML by the W3C's Nu checker (the `vnu-jar` package; it
 * needs Java): the public routes as a visitor's browser receives them, and the /admin shell.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fetchServedPage } from './served-html';
import { expect, test } from './fixtures';
import { loadSiteData, publicRoutes } from './routes';

/** The checker itself, as the `vnu-jar` package ships it. */
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
}

/** The checker's errors for these HTML files, read in one run (the JVM takes seconds to start). */
async function nuErrors(files: string[]): Promise<NuMessage[]> {
  const { stderr, stdout } = await promisify(execFile)(
    'java',
    ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stderr || stdout) as { messages: NuMessage[] };
  return messages.filter((message) => message.type === 'error' || message.subType === 'fatal');
}

test.describe('valid HTML', () => {
  test('every public page and the admin shell pass the W3C Nu checker with no error', async () => {
    test.setTimeout(300_000);
    const paths = [...publicRoutes(await loadSiteData()).map((route) => route.path), '/admin/login'];
    const dir = mkdtempSync(join(tmpdir(), 'served-html-'));
    try {
      // One page after another, as a reader would: all at once, pages no journey has opened yet
      // would meet the site's bound on renderings (web/server/render-gate.ts) and its 503.
      const files: string[] = [];
      for (const [index, path] of paths.entries()) {
        const { status, html } = await fetchServedPage(path);
        expect(status, `${path} is served`).toBe(200);
        const file = join(dir, `page-${index}.html`);
        writeFileSync(file, html);
        files.push(file);
      }
      const errors = await nuErrors(files);
      const described = errors.map((error) => {
        const path = paths[files.findIndex((file) => error.url?.endsWith(file))] ?? error.url;
        return `${path}: ${error.message} ${error.extract ?? ''}`.trim();
      });
      expect(described, 'no errors').toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
