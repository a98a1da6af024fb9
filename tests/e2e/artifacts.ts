import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { imagesSettled } from './wait';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What a run leaves behind (git-ignored): screenshots, axe figures, Playwright's report and failures' traces. */
export const ARTIFACTS_DIR = join(ROOT, 'artifacts');
export const SCREENSHOTS_DIR = join(ARTIFACTS_DIR, 'screenshots');
/** The committed set shown in the README, refreshed only with UPDATE_SCREENSHOTS=1. */
export const COMMITTED_SCREENSHOTS_DIR = join(ROOT, 'docs', 'screenshots');

export const updateCommittedScreenshots = process.env.UPDATE_SCREENSHOTS === '1';

/** Copies a run's screenshot into docs/screenshots/ (only asked for with UPDATE_SCREENSHOTS=1). */
export function publishScreenshot(file: string): string {
  mkdirSync(COMMITTED_SCREENSHOTS_DIR, { recursive: true });
  const target = join(COMMITTED_SCREENSHOTS_DIR, basename(file));
  copyFileSync(file, target);
  return target;
}

/**
 * A picture of the page as a run sees it, saved to artifacts/screenshots/; with
 * UPDATE_SCREENSHOTS=1 it also replaces the committed one in docs/screenshots/.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await imagesSettled(page);
  // Finished transitions, no blinking caret: the picture shows the settled page.
  const file = join(SCREENSHOTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  expect(statSync(file).size, `${name}.png holds a real picture`).toBeGreaterThan(10_000);
  console.log(`screenshot ${file}${updateCommittedScreenshots ? ` -> ${publishScreenshot(file)}` : ''}`);
}
