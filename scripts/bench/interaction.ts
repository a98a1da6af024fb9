/**
 * How soon each route's first control works, on Lighthouse's mobile profile applied for real
 * (interaction/mobile-profile.ts): for `/`, `/doctors`, `/contact`, `/bn/` and the forms `/appointment`
 * and `/estimate` the menu button, for
 * `/admin/login` the login form. Per route, the median of BENCH_RUNS loads (3) of: when the
 * control is drawn, when a tap on it is first answered, and the gap; and of as many loads without
 * a tap, the largest contentful paint (what the visitor came for, drawn). Budgets: a gap of at most
 * 100 ms on the public routes (a control works as it appears), the admin login usable within
 * 1.5 s. Figures only, no pass or fail (the machines are shared).
 *
 * `npm run bench:interaction` builds and starts a throw-away stack; `BENCH_SITE_URL` measures a
 * running site instead. `BENCH_BEFORE_SERVER=<other checkout>/web/dist/server/main.js` also
 * measures another build of the site's server against the same CMS (before and after a change),
 * the two builds' loads taken in turn.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { buildForTests, startStack } from '../lib/stack';
import { buildsToCompare, type SiteBuild } from '../lib/site-builds';
import { controlPosition, firstAnswer, largestPaint, type Control, type Timing } from './interaction/first-answer';
import { MOBILE_PROFILE, throttledPage } from './interaction/mobile-profile';
import { recordFigures } from '../lib/figures-recorder';
import { median } from './median';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PUBLIC_GAP_BUDGET_MS = 100;
const ADMIN_USABLE_BUDGET_MS = 1500;

const menu: Control = {
  selector: '.main-nav__toggle',
  answered: `(() => { const link = document.querySelector('.mobile-menu a'); return !!link && link.getClientRects().length > 0; })()`,
};
const loginForm: Control = {
  selector: 'input[type="email"]',
  answered: `document.documentElement.dataset.hydrated === 'true' && !!document.activeElement && document.activeElement.matches('input[type="email"]')`,
};
const ROUTES: Array<[string, Control]> = [
  ['/', menu],
  ['/doctors', menu],
  ['/contact', menu],
  // A Bengali page: its text takes longer to lay out.
  ['/bn/', menu],
  // The patient forms (issue 40: each works as served, then is enhanced in place).
  ['/appointment', menu],
  ['/estimate', menu],
  ['/admin/login', loginForm],
];

const newContext = (browser: Browser) =>
  browser.newContext({ viewport: MOBILE_PROFILE.viewport, hasTouch: true, isMobile: true });

/** One throttled load of `url` in a fresh context: its taps, or its largest paint. */
async function throttledLoad<T>(browser: Browser, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await newContext(browser);
  try {
    return await use(await throttledPage(context));
  } finally {
    await context.close();
  }
}

/**
 * Every route on every site, the sites' loads taken in turn (A, B, A, B...), so a slower minute of
 * a shared machine falls on both alike: the ratio between the builds is the figure to read.
 */
async function measure(sites: readonly SiteBuild[]): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
  try {
    const lines = new Map(sites.map((site) => [site.label, [] as string[]]));
    for (const [route, control] of ROUTES) {
      const positions = new Map<string, { x: number; y: number }>();
      for (const site of sites) {
        const warmUp = await newContext(browser);
        positions.set(
          site.label,
          await controlPosition(await warmUp.newPage(), new URL(route, site.url).href, control),
        );
        await warmUp.close();
      }
      const taps = new Map(sites.map((site) => [site.label, [] as Timing[]]));
      const paints = new Map(sites.map((site) => [site.label, [] as number[]]));
      for (let run = 0; run < RUNS; run += 1) {
        for (const site of sites) {
          const url = new URL(route, site.url).href;
          const at = positions.get(site.label)!;
          taps.get(site.label)!.push(await throttledLoad(browser, (page) => firstAnswer(page, url, control, at)));
          // Apart from the taps: a tap ends what the browser counts as the largest paint.
          paints.get(site.label)!.push(await throttledLoad(browser, (page) => largestPaint(page, url)));
        }
      }
      for (const site of sites) lines.get(site.label)!.push(row(route, taps.get(site.label)!, paints.get(site.label)!));
    }
    for (const site of sites) {
      console.log(`\n${site.label}: ${site.url}, median of ${RUNS} loads`);
      console.log(['route'.padEnd(14), 'visible ms', 'answers ms', '  gap ms', '  LCP ms', ' budget'].join(' '));
      for (const line of lines.get(site.label)!) console.log(line);
    }
  } finally {
    await browser.close();
  }
}

/** One route's medians, and whether they are within the budget. */
function row(route: string, runs: readonly Timing[], paints: readonly number[]): string {
  const visible = median(runs.map((run) => run.visibleMs));
  const answers = median(runs.map((run) => run.answeredMs));
  const gap = median(runs.map((run) => run.answeredMs - run.visibleMs));
  const admin = route.startsWith('/admin');
  const within = admin ? answers <= ADMIN_USABLE_BUDGET_MS : gap <= PUBLIC_GAP_BUDGET_MS;
  const budget = admin ? `usable <= ${ADMIN_USABLE_BUDGET_MS} ms` : `gap <= ${PUBLIC_GAP_BUDGET_MS} ms`;
  return [
    route.padEnd(14),
    visible.toFixed(0).padStart(10),
    answers.toFixed(0).padStart(10),
    gap.toFixed(0).padStart(8),
    median([...paints])
      .toFixed(0)
      .padStart(8),
    ` ${within ? 'within' : 'over'} (${budget})`,
  ].join(' ');
}

async function main() {
  const figures = recordFigures('bench:interaction');
  const running = process.env.BENCH_SITE_URL;
  if (running) {
    await measure([{ name: 'This site', label: 'This site', url: running }]);
    return figures.write();
  }
  await buildForTests();
  const stack = await startStack({}, { quietRequests: true });
  try {
    const { builds, stop } = await buildsToCompare(stack);
    try {
      await measure(builds);
      figures.write();
    } finally {
      await stop();
    }
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
