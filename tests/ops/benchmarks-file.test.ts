/**
 * The section writer behind the bench and drill scripts' `--write`: it replaces its own section of
 * docs/BENCHMARKS.md and nothing else, adds the section when the file has none, and refuses a file
 * whose markers are broken rather than guess (the hand-written history must never be lost).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { figuresSection, replaceSection } from '../../scripts/lib/benchmarks-file';
import { BENCHMARKS_FILE, scriptArguments } from '../../scripts/lib/figures-recorder';

const DOCUMENT = [
  '# Benchmarks',
  '',
  'Hand-written history, with trailing spaces   ',
  '',
  '<!-- bench:pages -->',
  'old pages table',
  '<!-- /bench:pages -->',
  '',
  '<!-- bench:api -->',
  'old api table',
  '<!-- /bench:api -->',
  'tail without a final newline',
].join('\n');

describe('the BENCHMARKS.md section writer', () => {
  it("replaces only its own section's text and keeps everything else byte for byte", () => {
    const written = replaceSection(DOCUMENT, 'bench:pages', 'new pages table\n| a | b |');
    assert.equal(
      written,
      DOCUMENT.replace('old pages table', '\nnew pages table\n| a | b |\n'),
      'only the text between the bench:pages markers changes',
    );
    assert.ok(written.includes('old api table'));
  });

  it('writing twice gives the same file as writing once', () => {
    const once = replaceSection(DOCUMENT, 'bench:api', 'figures');
    assert.equal(replaceSection(once, 'bench:api', 'figures'), once);
  });

  it('adds a missing section at the end, under a heading naming its command', () => {
    const written = replaceSection(DOCUMENT, 'drill:outage', 'outage table');
    assert.ok(written.startsWith(DOCUMENT), 'the existing text is kept as it was');
    assert.equal(
      written.slice(DOCUMENT.length),
      '\n\n## `npm run drill:outage`\n\n<!-- drill:outage -->\n\noutage table\n\n<!-- /drill:outage -->\n',
    );
  });

  it('refuses a broken section rather than lose the text around it', () => {
    assert.throws(
      () => replaceSection('<!-- /bench:api -->\nx\n<!-- bench:api -->', 'bench:api', 'y'),
      /broken bench:api section/,
    );
    assert.throws(() => replaceSection('<!-- bench:api -->\nx', 'bench:api', 'y'), /broken bench:api section/);
    assert.throws(
      () => replaceSection('<!-- bench:api -->\n<!-- bench:api -->\n<!-- /bench:api -->', 'bench:api', 'y'),
      /broken bench:api section/,
    );
  });

  it('refuses a name that is not a bench or drill script, and figures that hold their own marker', () => {
    assert.throws(() => replaceSection(DOCUMENT, 'pages -->\n<!-- x', 'y'), /not a bench or drill section/);
    assert.throws(() => replaceSection(DOCUMENT, 'bench:pages', '<!-- /bench:pages -->'), /its own marker/);
  });

  it('heads the figures with the date in UTC and the machine, and fences what was printed', () => {
    const section = figuresSection('\nroute  perf   \n/      100\n', new Date('2026-11-26T04:05:59Z'), {
      cores: 2,
      loadAverage: [1.234, 0.5, 0],
      node: 'v20.19.0',
    });
    assert.equal(
      section,
      'Run on 2026-11-26 04:05 UTC, 2 cores, load average 1.23 / 0.50 / 0.00 (1, 5, 15 min), Node v20.19.0:\n\n```text\nroute  perf\n/      100\n```',
    );
  });

  it('leaves --write out of the arguments a script reads as its own (a route list)', () => {
    assert.deepEqual(scriptArguments(['node', 'pages.ts', '/', '--write', '/doctors']), ['/', '/doctors']);
  });

  it("every bench and drill script's section is in docs/BENCHMARKS.md once", () => {
    const document = readFileSync(BENCHMARKS_FILE, 'utf8');
    for (const name of ['bench:pages', 'bench:pages-load', 'bench:api', 'bench:bundle', 'bench:interaction'].concat([
      'drill:attacks',
      'drill:fuzz',
      'drill:load',
      'drill:crash',
      'drill:outage',
      'drill:instances',
    ])) {
      assert.equal(document.split(`<!-- ${name} -->`).length, 2, name);
      assert.doesNotThrow(() => replaceSection(document, name, 'x'), name);
    }
  });
});
