/**
 * How soon each route's first control works, on Lighthouse's mobile profile applied for real
 * (interaction/mobile-profile.ts): for `/`, `/doctors` and `/contact` the menu button, for
 * `/admin/login` the login form. Per route, the median of BENCH_RUNS loads (3) of: when the
 * control is drawn, when a tap on it is first answered, and the gap. Budgets: a gap of at most
 * 100 ms on the public routes (a control works as it appears), the admin login usable within
 * 1.5 s. Figures only, no pass or fail (the machines are shared).
 *
 * `npm run bench:interaction` builds and starts a throw-away stack; `BENCH_SITE_URL` measures a
 * running site instead. `BENCH_BEFORE_SERVER=<other checkout>/web/dist/server/main.js` also
 * measures another build of the site's server against the same CMS (before and after a change).
 */
import { chromium } from '@playwright/test';
import { stopServices, type Service } from '../lib/processes';
import { buildForTests, startOtherSiteBuild, startStack } from '../lib/stack';
import { controlPosition, firstAnswer, type Control, type Timing } from './interaction/first-answer';
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
  ['/admin/login', loginForm],
];

async function measure(siteUrl: string, label: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
  try {
    console.log(`\n${label}: ${siteUrl}, median of ${RUNS} loads`);
    console.log(['route'.padEnd(14), 'visible ms', 'answers ms', '  gap ms', ' budget'].join(' '));
    for (const [route, control] of ROUTES) {
      const url = new URL(route, siteUrl).href;
      const newContext = () =>
        browser.newContext({ viewport: MOBILE_PROFILE.viewport, hasTouch: true, isMobile: true });
      const warmUp = await newContext();
      const at = await controlPosition(await warmUp.newPage(), url, control);
      await warmUp.close();
      const runs: Timing[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await newContext();
        try {
          runs.push(await firstAnswer(await throttledPage(context), url, control, at));
        } finally {
          await context.close();
        }
      }
      const visible = median(runs.map((run) => run.visibleMs));
      const answers = median(runs.map((run) => run.answeredMs));
      const gap = median(runs.map((run) => run.answeredMs - run.visibleMs));
      const admin = route.startsWith('/admin');
      const within = admin ? answers <= ADMIN_USABLE_BUDGET_MS : gap <= PUBLIC_GAP_BUDGET_MS;
      const budget = admin ? `usable <= ${ADMIN_USABLE_BUDGET_MS} ms` : `gap <= ${PUBLIC_GAP_BUDGET_MS} ms`;
      console.log(
        [
          route.padEnd(14),
          visible.toFixed(0).padStart(10),
          answers.toFixed(0).padStart(10),
          gap.toFixed(0).padStart(8),
          ` ${within ? 'within' : 'over'} (${budget})`,
        ].join(' '),
      );
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  const figures = recordFigures('bench:interaction');
  const running = process.env.BENCH_SITE_URL;
  if (running) {
    await measure(running, 'This site');
    return figures.write();
  }
  await buildForTests();
  const stack = await startStack({}, { quietRequests: true });
  const others: Service[] = [];
  try {
    const before = process.env.BENCH_BEFORE_SERVER;
    if (before) {
      const other = await startOtherSiteBuild(before, stack);
      others.push(other.service);
      await measure(other.url, `Before (${before})`);
    }
    await measure(stack.siteUrl, 'This build');
    figures.write();
  } finally {
    await stopServices(others);
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
