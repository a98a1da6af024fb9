/**
 * Hostile requests across every legacy path, method, content type and token state: garbage and
 * truncated bodies, operator injection, prototype pollution, huge and odd ids and pages, files
 * where none belong. Every one of them should be refused with a 4xx, quickly, leaving nothing
 * behind. Used by `npm run drill:fuzz` and by tests/ops/drills.test.ts (smaller).
 */
import { LEGACY_PATHS } from './endpoints';
import { leftoverFiles, type DrillTarget } from './target';

export interface FuzzFigures {
  requests: number;
  /** Answers of 5xx: must be 0. */
  serverErrors: number;
  /** No answer within 10 s: must be 0. */
  hangs: number;
  /** 2xx answers to writes (every write here is hostile): must be 0. */
  acceptedWrites: number;
  filesLeft: number;
  rowsChanged: number;
  /** The first few problems, for the report. */
  examples: string[];
}

const IDS = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1e3',
  'NaN',
  '%00',
  '..%2F1',
  'null',
  '1;DROP TABLE doctors',
];
/** Every legacy path, and a few that are not the legacy API's (Strapi's own, or none at all). */
const PATHS = [...LEGACY_PATHS, '/no-such-path/', '/upload', '/users-permissions/auth/local'];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const QUERIES = [
  '',
  '?page=0',
  '?page=-1',
  '?page=99999999999',
  '?page_size=1000000',
  '?type[$ne]=x',
  '?search[$regex]=.*',
  '?page=1&page=2',
  '?__proto__[x]=1',
  '?populate=*',
  '?filters[password][$notNull]=true',
];

type Body = { type?: string; body?: string | FormData };
const BODIES: Array<() => Body> = [
  () => ({}),
  () => ({ type: 'application/json', body: '{"email": ' }),
  () => ({ type: 'application/json', body: '[1,2,3]' }),
  () => ({
    type: 'application/json',
    body: JSON.stringify({ email: { $ne: null }, password: { $gt: '' }, refresh: { $ne: 1 } }),
  }),
  () => ({
    type: 'application/json',
    body: '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": 1}}, "name": "x"}',
  }),
  () => ({
    type: 'application/json',
    body: JSON.stringify({ name: 'x'.repeat(100_000), phone: 1e308, age: -1, role: 'root', type: { $in: ['doctor'] } }),
  }),
  () => ({
    type: 'application/json',
    body: JSON.stringify({ refresh: 'eyJhbGciOiJub25lIn0.eyJ0eXBlIjoicmVmcmVzaCJ9.' }),
  }),
  () => ({ type: 'application/x-www-form-urlencoded', body: 'title[$ne]=x&type[]=blog&email[0]=a&__proto__[admin]=1' }),
  () => ({ type: 'text/plain', body: 'hello' }),
  () => ({
    type: 'application/xml',
    body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  }),
  () => ({
    type: 'multipart/form-data; boundary=b',
    body: '--b\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n',
  }),
  () => {
    const form = new FormData();
    form.append('image', new File([new Uint8Array(64 * 1024).fill(0xff)], '../../etc/x.jpg', { type: 'image/jpeg' }));
    form.append('title', '{"$ne": 1}');
    return { body: form };
  },
  () => ({
    type: 'application/json',
    body: Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7919) % 256)).toString('latin1'),
  }),
];

/** A repeatable pseudo-random sequence (the same requests on every run). */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function runFuzz(
  target: DrillTarget & { rowCounts: () => Promise<Record<string, number>> },
  {
    requests = 10_000,
    concurrency = 16,
    tokens,
  }: { requests?: number; concurrency?: number; tokens: { admin: string } },
): Promise<FuzzFigures> {
  const random = sequence(12);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const tokenStates = [undefined, 'garbage', 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl', tokens.admin];
  const before = await target.rowCounts();
  const figures: FuzzFigures = {
    requests: 0,
    serverErrors: 0,
    hangs: 0,
    acceptedWrites: 0,
    filesLeft: 0,
    rowsChanged: 0,
    examples: [],
  };

  const plan = Array.from({ length: requests }, () => {
    const path = pick(PATHS).replace('{id}', pick(IDS));
    return {
      method: pick(METHODS),
      url: `${target.cmsUrl}/api${path}${pick(QUERIES)}`,
      token: pick(tokenStates),
      body: pick(BODIES),
    };
  });
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < plan.length) {
        const { method, url, token, body: makeBody } = plan[next++];
        const { type, body } = makeBody();
        const headers: Record<string, string> = {};
        if (type) headers['Content-Type'] = type;
        if (token) headers.Authorization = `Bearer ${token}`;
        const sendsBody = method !== 'GET' && method !== 'OPTIONS' && body !== undefined;
        figures.requests += 1;
        try {
          const response = await fetch(url, {
            method,
            headers,
            body: sendsBody ? body : undefined,
            signal: AbortSignal.timeout(10_000),
          });
          await response.arrayBuffer();
          const problem =
            response.status >= 500
              ? 'server error'
              : response.status < 300 && method !== 'GET' && method !== 'OPTIONS'
                ? 'accepted write'
                : null;
          if (problem === 'server error') figures.serverErrors += 1;
          if (problem === 'accepted write') figures.acceptedWrites += 1;
          if (problem && figures.examples.length < 5)
            figures.examples.push(`${problem}: ${method} ${url} (${type ?? 'no body'}) → ${response.status}`);
        } catch (error) {
          if ((error as Error).name === 'TimeoutError') figures.hangs += 1;
          else if (figures.examples.length < 5) figures.examples.push(`${method} ${url}: ${(error as Error).message}`);
        }
      }
    }),
  );
  figures.filesLeft = leftoverFiles(target.requestTmpDir).length;
  const after = await target.rowCounts();
  figures.rowsChanged = Object.keys({ ...before, ...after }).reduce(
    (sum, table) => sum + Math.abs((after[table] ?? 0) - (before[table] ?? 0)),
    0,
  );
  return figures;
}
