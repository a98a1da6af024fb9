import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeSummary {
  route: string;
  viewport: string;
  violations: number;
  /** Elements involved in the violations. */
  nodes: number;
  incomplete: number;
  /** Rules axe could not decide (text over a picture, say), for a person to look at. */
  review: string[];
  passes: number;
  /** The violated rules' ids. */
  rules: string[];
}

/**
 * Runs axe-core in the page (injected from node_modules, no network) over the whole document or
 * the elements `include` selects, with the WCAG 2.x A/AA rules only.
 */
export async function runAxe(page: Page, include?: string): Promise<AxeResults> {
  // Evaluated through the browser's devtools protocol, not added as a <script>: the pages' CSP
  // (no inline script) would rightly refuse a script element, and the check must not loosen it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    resultTypes: ['violations', 'incomplete'],
  };
  return page.evaluate(
    ([selector, runOptions]) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      return axe.run<AxeResults>(selector ? { include: [[selector]] } : document, runOptions);
    },
    [include ?? null, options] as const,
  );
}

export function summarise(route: string, viewport: string, results: AxeResults): AxeSummary {
  return {
    route,
    viewport,
    violations: results.violations.length,
    nodes: results.violations.reduce((sum, violation) => sum + violation.nodes.length, 0),
    incomplete: results.incomplete.length,
    review: results.incomplete.map((rule) => rule.id),
    passes: results.passes.length,
    rules: results.violations.map((violation) => violation.id),
  };
}

/** One line per route for the log: the figures the lead quotes. */
export function summaryLine(summary: AxeSummary): string {
  const rules = summary.rules.length ? ` [${summary.rules.join(', ')}]` : '';
  const review = summary.review.length ? ` [${summary.review.join(', ')}]` : '';
  return `axe ${summary.viewport.padEnd(7)} ${summary.route.padEnd(24)} violations: ${summary.violations}${rules}, elements: ${summary.nodes}, needs review: ${summary.incomplete}${review}, passed rules: ${summary.passes}`;
}

/** The violations as a person fixing them needs them: rule, impact, help, where. */
export function describeViolations(results: AxeResults): string {
  return results.violations
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 8)
        .map(
          (node) =>
            `      ${node.target.join(' ')}${node.failureSummary ? `\n        ${node.failureSummary.replace(/\n/g, '\n        ')}` : ''}`,
        )
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n      ...and ${violation.nodes.length - 8} more` : '';
      return `  ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n    ${violation.helpUrl}\n${targets}${more}`;
    })
    .join('\n');
}
