import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { ARTIFACTS_DIR } from './artifacts';
import { describeViolations, runAxe, summarise, summaryLine, type AxeSummary } from './axe';
import { DESKTOP, newVisit, type Visit, type VisitOptions } from './browser';
import { expect, test } from './fixtures';

/**
 * WCAG 2.2 A/AA with axe-core, for the public pages (a11y.test.ts, a visitor's journey) and the
 * admin screens (a11y-admin.test.ts, signed in): each file's checks, their summary printed and
 * written to artifacts/ per file and width.
 */
export function axeChecks(): { check: (page: Page, route: string, testInfo: TestInfo) => Promise<void> } {
  const summaries: AxeSummary[] = [];
  /**
   * The rotating banner, taglines and reviews fade in: measured mid-fade, a colour is paler than it
   * is. With reduced motion the site's animations end at once (styles/base.css), so axe measures the
   * colours a reader actually sees.
   */
  test.use({ contextOptions: { reducedMotion: 'reduce' } });
  test.afterAll(async ({}, testInfo) => {
    // The per-route figures, for the log and for whoever reports on the run.
    const name = `${basename(testInfo.file, '.test.ts')}-${testInfo.project.name.replace(/\W+/g, '-')}`;
    console.log(`\naxe-core (WCAG 2.0/2.1/2.2 A and AA), ${name}, ${summaries.length} pages:`);
    for (const summary of summaries) console.log(summaryLine(summary));
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    writeFileSync(join(ARTIFACTS_DIR, `axe-summary-${name}.json`), `${JSON.stringify(summaries, null, 2)}\n`);
  });
  return {
    check: async (page, route, testInfo) => {
      const results = await runAxe(page);
      const viewport = testInfo.project.name;
      const summary = summarise(route, viewport, results);
      summaries.push(summary);
      console.log(summaryLine(summary));
      expect(
        results.violations.length,
        `WCAG violations on ${route} (${viewport}):\n${describeViolations(results)}`,
      ).toBe(0);
    },
  };
}

/**
 * One visitor per group of checks, going from page to page as a reader would: a fresh context
 * (and its trace) per route would start a browser context for each of the many checks, which is
 * most of their time. A failed check's page is attached to its report.
 */
export function sharedVisit(options: VisitOptions): () => Page {
  let visit: Visit | undefined;
  test.beforeAll(async ({ browser }, testInfo) => {
    visit = await newVisit(browser, testInfo.project.use.viewport ?? DESKTOP, { reducedMotion: 'reduce', ...options });
  });
  test.afterEach(async ({}, testInfo) => {
    if (visit && testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('page', { body: await visit.page.screenshot(), contentType: 'image/png' });
  });
  test.afterAll(() => visit?.context.close());
  return () => visit!.page;
}
