import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

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
 * Runs axe-core in the page (@axe-core/playwright evaluates it through the browser's devtools
 * protocol, not as a <script>: the pages' CSP, no inline script, stays as strict) over the whole
 * document or the elements `include` selects, with the WCAG 2.x A/AA rules only. Legacy mode is
 * axe.run() in the page itself, as a browser extension runs it; the default would also open a
 * blank page per check to merge the frames' results, about a second each on this machine, and the
 * only frames here are the embedded players and maps that the tests answer empty.
 */
export function runAxe(page: Page, include?: string): Promise<AxeResults> {
  const builder = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations', 'incomplete'] })
    .withTags(WCAG_TAGS);
  if (include) builder.include(include);
  return builder.analyze();
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
