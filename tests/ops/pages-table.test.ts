/**
 * bench:pages's before/after table (BENCH_BEFORE_SERVER): each figure of the two builds side by
 * side under its own heading, and a page the other build does not have shown as missing, not as
 * zeros that would read as a measured page.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tableHeading, tableRow, type Figures } from '../../scripts/bench/pages/table';

const figures = (performance: number, lcpMs: number): Figures => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  lcpMs,
  tbtMs: 40,
  jsKb: 99.75,
});

/** Where a text ends in a line: a figure is right-aligned under its heading. */
const endOf = (line: string, text: string) => line.indexOf(text) + text.length;

describe("bench:pages's table", () => {
  it('prints each figure of the before build beside this build’s, under its heading', () => {
    const row = tableRow('/', [{ figures: figures(97, 1360.4) }, { figures: figures(99, 1204.6) }]);
    assert.match(row, /^\/ +97→99 +100→100 +100→100 +100→100 +0\.000→0\.000 +1360→1205 +40→40 +99\.8→99\.8$/);
    const heading = tableHeading(2);
    assert.equal(endOf(row, '97→99'), endOf(heading, 'perf'));
    assert.equal(endOf(row, '1360→1205'), endOf(heading, 'LCP ms'));
    assert.equal(endOf(row, '99.8→99.8'), endOf(heading, 'JS KB'));
  });

  it('shows "—" for a build that does not have the page, beside the other build’s figures', () => {
    const row = tableRow('/schemes', [{ status: 404 }, { figures: figures(100, 980) }]);
    assert.match(row, / —→100 /);
    assert.match(row, / —→980 /);
    assert.doesNotMatch(row, /\b0→/);
  });

  it('prints one build’s figures alone when nothing is compared', () => {
    const row = tableRow('/about', [{ figures: figures(100, 1623) }]);
    assert.match(row, /^\/about +100 +100 +100 +100 +0\.000 +1623 +40 +99\.8$/);
    assert.equal(endOf(row, '1623'), endOf(tableHeading(1), 'LCP ms'));
  });
});
