/**
 * Hostile requests at the site's own port (the page server): Range and If-Range forms, traversal
 * forms, encoded slashes, overlong paths and headers, odd methods, malformed cookies, bogus Host and
 * forwarded headers, each sent byte for byte (raw-http.ts). Held when no answer is a 5xx, none
 * hangs past 10 s, and the server process never stopped or restarted.
 */
import { sendRaw } from './raw-http';

export interface SiteFuzzFigures {
  requests: number;
  serverErrors: number;
  hangs: number;
  /** Times the server was found stopped (each would have been restarted by `npm start`). */
  crashes: number;
  examples: string[];
}

const PATHS = [
  '/favicon.png',
  '/favicon.png/',
  '/index.html',
  '/index.html/',
  '/',
  '/doctors',
  '/uploads/x.jpg',
  '/api/doctors/',
  '/robots.txt',
  '/admin/login',
];
const RANGES = [
  'bytes=0-18446744073709551615',
  'bytes=9-1',
  'bytes=-0',
  'bytes=-18446744073709551615',
  'bytes=99999999999999999999-',
  'bytes=abc',
  'bytes=--1',
  'bytes=1-2-3',
  'bytes=',
  'items=0-1',
  `bytes=${Array.from({ length: 400 }, (_, i) => `${i}-${i}`).join(',')}`,
  'bytes=0-0',
  'bytes=0-1,0-1',
];
const TRAVERSALS = [
  '/api/../admin/init',
  '/api/%2e%2e/admin/init',
  '/api/%2E%2e/admin/init',
  '/api/.%2e/admin/init',
  '/api/..%5cadmin/init',
  '/api%2f..%2fadmin/init',
  '/api/%252e%252e/admin/init',
  '/uploads/..%2f..%2f..%2fetc%2fpasswd',
  '/uploads/../../package.json',
  '/..;/admin/init',
  '/api\\..\\admin/init',
  '/%00/api/doctors/',
  '/api/%zz',
  '//evil.example/',
  '/./',
  '/%2e/',
];
const METHODS = ['PROPFIND', 'TRACE', 'OPTIONS', 'PATCH', 'DELETE', 'PUT', 'BREW', 'HEAD', 'POST'];
const HOSTS = ['a b', '', '[::1', 'x'.repeat(300), 'evil.example:99999999', '%00', 'localhost:-1'];
const COOKIES = ['=;;;%%%=\u00ff', 'a'.repeat(8000), 'session=%E0%A4%A', '; ; ;', '\u0000'];

type Shot = { line: string; headers: Record<string, string> };

function shot(i: number): Shot {
  const pick = <T>(list: readonly T[], salt = 0): T => list[(i * 7 + salt) % list.length];
  switch (i % 8) {
    case 0:
      return { line: `GET ${pick(PATHS)}`, headers: { Range: pick(RANGES, 1) } };
    case 1:
      return {
        line: `GET ${pick(PATHS)}`,
        headers: { Range: pick(RANGES, 2), 'If-Range': i % 2 ? '"x"' : 'Wed, 21 Oct 2015 07:28:00 GMT' },
      };
    case 2:
      return { line: `GET ${pick(TRAVERSALS)}`, headers: {} };
    case 3:
      return { line: `GET /${'a/'.repeat(200 + (i % 5000))}`, headers: {} };
    case 4:
      return { line: `GET /doctors`, headers: { 'X-Filler': 'y'.repeat(4000 + ((i * 997) % 20000)) } };
    case 5:
      return { line: `${pick(METHODS)} ${pick(PATHS, 3)}`, headers: {} };
    case 6:
      return { line: `GET ${pick(PATHS, 4)}`, headers: { Cookie: pick(COOKIES) } };
    default:
      return {
        line: `GET ${pick(PATHS, 5)}`,
        headers: {
          Host: pick(HOSTS),
          'X-Forwarded-Host': pick(HOSTS, 1),
          'X-Forwarded-Proto': i % 2 ? 'javascript' : 'https, http',
          'X-Forwarded-For': i % 2 ? 'not an address' : '1.2.3.4, 5.6.7.8',
        },
      };
  }
}

export async function runSiteFuzz(
  siteUrl: string,
  {
    requests,
    concurrency = 8,
    isAlive = () => true,
  }: { requests: number; concurrency?: number; isAlive?: () => boolean },
): Promise<SiteFuzzFigures> {
  const figures: SiteFuzzFigures = { requests: 0, serverErrors: 0, hangs: 0, crashes: 0, examples: [] };
  let next = 0;
  const worker = async () => {
    while (next < requests && figures.crashes === 0) {
      const { line, headers } = shot(next++);
      const answer = await sendRaw(siteUrl, line, headers);
      figures.requests += 1;
      const bad =
        answer.status === 'hang' ? 'hang' : typeof answer.status === 'number' && answer.status >= 500 ? '5xx' : '';
      if (bad === 'hang') figures.hangs += 1;
      if (bad === '5xx') figures.serverErrors += 1;
      if (bad && figures.examples.length < 10)
        figures.examples.push(`${answer.status} ← ${line.slice(0, 80)} ${JSON.stringify(headers).slice(0, 120)}`);
      if (!isAlive()) figures.crashes += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  // The server still answers a plain request afterwards.
  if ((await sendRaw(siteUrl, 'GET /robots.txt')).status !== 200 && figures.crashes === 0) figures.crashes += 1;
  return figures;
}
