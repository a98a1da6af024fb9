/**
 * The booking drill (issue 41, "no double booking, ever"): a session of `places` places, `bookers`
 * bookings sent at once, spread over one or two CMS instances (processes, `strapi start` on the
 * compiled CMS) on SQLite or on one Postgres database. Exactly `places` are confirmed, with the
 * tokens 1 to `places`, and every other booker is told `session_full` with the next open sessions.
 * Used by `npm run drill:booking` and, small, by tests/ops/booking-drill.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { WEEKDAYS, type BookableSession, type Booking, type BookingConflict } from '@hospital/contract';
import { databaseOnServer, psqlQuery } from '../ops/postgres';
import { freePort } from '../lib/free-port';
import { BIN, CMS_DIR, LOCAL_CMS_ENV } from '../lib/paths';
import { startService, stopServices, waitForHttp, type Service } from '../lib/processes';
import { DEMO_ADMIN, percentile } from './target';

export interface BookingCms {
  /** Each instance's API base, `http://127.0.0.1:<port>/api`. */
  apis: string[];
  stop(): Promise<void>;
}

export interface BookingCmsOptions {
  instances: 1 | 2;
  /** A Postgres server on which a database of this run is created (and dropped by stop()); SQLite without. */
  postgresUrl?: string;
  show?: (line: string) => boolean;
}

const errorsOnly = (line: string) => /error|fatal/i.test(line) && !/http: (GET|POST)/.test(line);

/** One or two CMS instances on one database of their own, without demo content, no booking limit per address. */
export async function startBookingCms({
  instances,
  postgresUrl,
  show = errorsOnly,
}: BookingCmsOptions): Promise<BookingCms> {
  const run = randomBytes(4).toString('hex');
  const workDir = mkdtempSync(join(tmpdir(), 'hospital-booking-drill-'));
  mkdirSync(join(workDir, 'public', 'uploads'), { recursive: true });
  const dbName = `booking_drill_${run}`;
  const server = postgresUrl
    ? databaseOnServer(postgresUrl, new URL(postgresUrl).pathname.slice(1) || 'postgres')
    : undefined;
  const database = postgresUrl ? databaseOnServer(postgresUrl, dbName) : undefined;
  if (server) await psqlQuery(server, `CREATE DATABASE ${dbName}`, 'Creating the booking drill database');
  const databaseEnv = database
    ? {
        DATABASE_CLIENT: 'postgres',
        DATABASE_URL: `postgres://${encodeURIComponent(database.user)}${database.password ? `:${encodeURIComponent(database.password)}` : ''}@${database.host}:${database.port}/${dbName}`,
      }
    : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: join(workDir, 'cms.db') };
  const services: Service[] = [];
  const stop = async () => {
    await stopServices(services);
    try {
      if (server) await psqlQuery(server, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`, 'Dropping the database');
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  };
  const apis: string[] = [];
  try {
    // One after the other: the first creates the schema.
    for (let index = 0; index < instances; index += 1) {
      const port = await freePort();
      const service = startService(
        `cms-${index + 1}`,
        join(BIN, 'strapi'),
        ['start'],
        {
          cwd: CMS_DIR,
          env: {
            ...process.env,
            ...LOCAL_CMS_ENV,
            ...databaseEnv,
            NODE_ENV: 'development',
            STRAPI_TELEMETRY_DISABLED: 'true',
            PORT: String(port),
            PUBLIC_DIR: join(workDir, 'public'),
            SERVE_ADMIN_PANEL: 'false',
            SEED_DEMO_CONTENT: 'false',
            SEED_ADMIN_EMAIL: DEMO_ADMIN.email,
            SEED_ADMIN_PASSWORD: DEMO_ADMIN.password,
            // Every booker is its own family: the per-address limit is the rate-limit tests' matter.
            BOOKING_RATE_LIMIT_MAX: '1000000',
            BOOKING_MANAGE_RATE_LIMIT_MAX: '1000000',
          },
        },
        show,
      );
      services.push(service);
      await waitForHttp(`http://127.0.0.1:${port}/api/health`, 300_000, () => service.child.exitCode === null);
      apis.push(`http://127.0.0.1:${port}/api`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { apis, stop };
}

/** The session date the bookers reach for. */
export interface DrillSession {
  doctor: number;
  date: string;
  start: string;
  places: number;
}

/** The weekday at the hospital `days` days from now. */
function hospitalWeekday(days: number): (typeof WEEKDAYS)[number] {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  return WEEKDAYS[(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).getUTCDay() + 6) % 7];
}

/**
 * A doctor added as the desk adds one (the demo admin, POST /doctors/) with a morning session of
 * `places` places the day after tomorrow and the day after (so the next open sessions exist), and
 * that first date's session as GET /opd-sessions/ lists it, all its places left.
 */
export async function prepareSession(api: string, places: number): Promise<DrillSession> {
  const login = await fetch(`${api}/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (login.status !== 200) throw new Error(`The demo admin's login answered ${login.status}`);
  const { tokens } = (await login.json()) as { tokens: { access: string } };
  const form = new FormData();
  form.set('name', 'Dr. Drill Booking');
  form.set('designation', 'Consultant Neurologist');
  form.set('about', 'The booking drill');
  const session = { start: '10:00', end: '13:00', branch: 'Salt Lake, Kolkata', places };
  form.set('opd', JSON.stringify([2, 3].map((days) => ({ day: hospitalWeekday(days), ...session }))));
  const created = await fetch(`${api}/doctors/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${tokens.access}` },
    body: form,
  });
  if (created.status !== 201) throw new Error(`POST /doctors/ answered ${created.status}: ${await created.text()}`);
  const { id } = (await created.json()) as { id: number };
  const listed = (await (await fetch(`${api}/opd-sessions/?doctor=${id}`)).json()) as BookableSession[];
  const first = listed.find((dated) => dated.places === places && dated.left === places);
  if (!first) throw new Error(`GET /opd-sessions/ listed no session of ${places} places: ${JSON.stringify(listed)}`);
  return { doctor: id, date: first.date, start: first.start, places };
}

export interface BookingFigures {
  bookers: number;
  places: number;
  /** 201s. */
  confirmed: number;
  /** Their tokens, in order. */
  tokens: number[];
  /** 409 `session_full`, each with at least one next session offered. */
  toldFull: number;
  /** Of those, how many were offered no next session. */
  fullWithoutNext: number;
  /** Any other answer: "status code" each. */
  others: string[];
  /** Places left afterwards, as GET /opd-sessions/ lists them. */
  leftAfter: number | null;
  totalMs: number;
  p95Ms: number;
}

/** `bookers` bookings of the session at once, spread over the instances in turn. */
export async function runBookingDrill(apis: string[], session: DrillSession, bookers: number): Promise<BookingFigures> {
  const times: number[] = [];
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: bookers }, async (_, n) => {
      const sent = performance.now();
      const response = await fetch(`${apis[n % apis.length]}/bookings/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          doctor: session.doctor,
          date: session.date,
          start: session.start,
          name: `Patient ${n + 1}`,
          phone: `98300${String(n).padStart(5, '0')}`,
        }),
      });
      const body = (await response.json()) as Partial<Booking & BookingConflict>;
      times.push(performance.now() - sent);
      return { status: response.status, body };
    }),
  );
  const totalMs = performance.now() - started;
  const confirmed = answers.filter((answer) => answer.status === 201);
  const full = answers.filter((answer) => answer.status === 409 && answer.body.code === 'session_full');
  const listed = (await (await fetch(`${apis[0]}/opd-sessions/?doctor=${session.doctor}`)).json()) as BookableSession[];
  return {
    bookers,
    places: session.places,
    confirmed: confirmed.length,
    tokens: confirmed.map((answer) => Number(answer.body.token)).sort((a, b) => a - b),
    toldFull: full.length,
    fullWithoutNext: full.filter((answer) => (answer.body.next ?? []).length === 0).length,
    others: answers
      .filter((answer) => answer.status !== 201 && !(answer.status === 409 && answer.body.code === 'session_full'))
      .map((answer) => `${answer.status} ${answer.body.code ?? JSON.stringify(answer.body).slice(0, 120)}`),
    leftAfter: listed.find((dated) => dated.date === session.date && dated.start === session.start)?.left ?? null,
    totalMs,
    p95Ms: percentile(
      times.sort((a, b) => a - b),
      0.95,
    ),
  };
}

/** What the drill asserts, each broken rule as a sentence (none: it held). */
export function bookingProblems(figures: BookingFigures): string[] {
  const problems: string[] = [];
  const { places, bookers } = figures;
  if (figures.confirmed !== places) problems.push(`${figures.confirmed} confirmed, not ${places}`);
  const expected = Array.from({ length: places }, (_, n) => n + 1).join(',');
  if (figures.tokens.join(',') !== expected) problems.push(`tokens ${figures.tokens.join(',')}, not 1 to ${places}`);
  if (figures.toldFull !== bookers - places)
    problems.push(`${figures.toldFull} told the session is full, not ${bookers - places}`);
  if (figures.fullWithoutNext > 0) problems.push(`${figures.fullWithoutNext} told full without a next session`);
  if (figures.others.length > 0) problems.push(`other answers: ${figures.others.slice(0, 5).join('; ')}`);
  if (figures.leftAfter !== 0) problems.push(`${String(figures.leftAfter)} places listed left afterwards, not 0`);
  return problems;
}
