/** bench:pages's table: one row a route, each figure of every build measured side by side. */

/** A route's Lighthouse figures (one run's, or each figure's median over runs). */
export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  jsKb: number;
}

/** What one build answered for a route: its figures, or the status of a page it does not have. */
export type Outcome = { figures: Figures } | { status: number };

/** A figure's column: its title, its width for one build, and how it is printed. */
const COLUMNS: ReadonlyArray<[title: string, width: number, shown: (figures: Figures) => string]> = [
  ['perf', 4, (figures) => String(figures.performance)],
  ['a11y', 4, (figures) => String(figures.accessibility)],
  ['BP', 4, (figures) => String(figures.bestPractices)],
  ['SEO', 4, (figures) => String(figures.seo)],
  ['CLS', 6, (figures) => figures.cls.toFixed(3)],
  ['LCP ms', 7, (figures) => figures.lcpMs.toFixed(0)],
  ['TBT ms', 7, (figures) => figures.tbtMs.toFixed(0)],
  ['JS KB', 6, (figures) => figures.jsKb.toFixed(1)],
];

const ROUTE_WIDTH = 23;
const columnWidth = (width: number, builds: number) => width * builds + builds - 1;

export function tableHeading(builds: number): string {
  return [
    'route'.padEnd(ROUTE_WIDTH),
    ...COLUMNS.map(([title, width]) => title.padStart(columnWidth(width, builds))),
    ' budget',
  ].join(' ');
}

/** A route's figures, each build's value side by side (before→after), "—" for a build without the page. */
export function tableRow(route: string, outcomes: readonly Outcome[]): string {
  return [
    route.padEnd(ROUTE_WIDTH),
    ...COLUMNS.map(([, width, shown]) =>
      outcomes
        .map((outcome) => ('figures' in outcome ? shown(outcome.figures) : '—'))
        .join('→')
        .padStart(columnWidth(width, outcomes.length)),
    ),
  ].join(' ');
}
