/**
 * What every drill runs against: a CMS (and, when there is one, the site's server in front of it),
 * an admin who can log in, and the folder where the CMS writes request files (UPLOAD_TMP_DIR).
 * The scripts start a throw-away stack (scripts/lib/stack.ts); the small CI versions in
 * tests/ops/drills.test.ts start the cms test harness instead.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack, type Stack } from '../lib/stack';

export interface DrillTarget {
  /** e.g. http://127.0.0.1:41234 (the CMS port itself) */
  cmsUrl: string;
  /** The site's own server, proxying /api and /uploads, when the drill has one. */
  siteUrl?: string;
  /** Whether that server is still the process the drill started (a crash or restart shows here). */
  siteAlive?: () => boolean;
  /** A panel account with the Editor role, for the least-privilege attack. */
  editor?: { email: string; password: string };
  admin: { email: string; password: string };
  requestTmpDir: string;
}

/** Files the CMS left in its request temp folder. */
export const leftoverFiles = (dir: string): string[] => readdirSync(dir, { recursive: true }).map(String);

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin-password' };
/** The seeded editor of Strapi's panel outside production (cms/src/utils/secrets.ts). */
export const DEMO_EDITOR = { email: 'editor@example.com', password: 'Editor-password1' };

/**
 * A seeded throw-away stack (CMS on SQLite + the site's server), with its own work folder: the
 * database is `<workDir>/cms.db`, request files wait in `<workDir>/requests`.
 */
export async function startDrillStack(
  extraCmsEnv: Record<string, string> = {},
): Promise<{ stack: Stack; target: DrillTarget; workDir: string }> {
  const workDir = mkdtempSync(join(tmpdir(), 'drill-'));
  const requestTmpDir = join(workDir, 'requests');
  mkdirSync(requestTmpDir);
  const stack = await startStack(
    {
      UPLOAD_TMP_DIR: requestTmpDir,
      DATABASE_FILENAME: join(workDir, 'cms.db'),
      SEED_ADMIN_EMAIL: DEMO_ADMIN.email,
      SEED_ADMIN_PASSWORD: DEMO_ADMIN.password,
      ...extraCmsEnv,
    },
    { quietRequests: true },
  );
  const stop = stack.stop.bind(stack);
  stack.stop = async () => {
    await stop();
    rmSync(workDir, { recursive: true, force: true });
  };
  return {
    stack,
    target: {
      cmsUrl: stack.cmsUrl,
      siteUrl: stack.siteUrl,
      siteAlive: stack.siteAlive,
      admin: DEMO_ADMIN,
      editor: DEMO_EDITOR,
      requestTmpDir,
    },
    workDir,
  };
}

export interface Tokens {
  access: string;
  refresh: string;
}

/** Logs the drill's admin in through the API. */
export async function loginAdmin(target: DrillTarget): Promise<Tokens> {
  const response = await fetch(`${target.cmsUrl}/api/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(target.admin),
  });
  if (response.status !== 200)
    throw new Error(`the drill's admin could not log in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { tokens: Tokens }).tokens;
}

/** Percentile of sorted numbers. */
export const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

export function printTable(rows: Array<Record<string, string | number>>): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(line(columns));
  for (const row of rows) console.log(line(columns.map((column) => String(row[column]))));
}
