/**
 * `npm run bench:report-memory`: what forty estimate forms, each with a 10.9 MB report, posted
 * without JavaScript at the same moment cost the page server (finding 6 of issue 39). Starts the
 * built page server (web/dist/server/main.js; run `npm run build -w web` first) against a stand-in
 * CMS on this machine that reads each form and answers 201 after a second, posts them, and prints
 * the server's resident memory (Linux's /proc) before, at its peak, and five seconds after, with
 * the answers' statuses. Only one server's memory is read: nothing here needs the real CMS.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../lib/free-port';
import { SITE_SERVER, WEB_DIR } from '../lib/paths';
import { startService, stopServices, waitForHttp } from '../lib/processes';

const POSTS = 40;
const REPORT_BYTES = Math.round(10.9 * 1024 * 1024);

const residentMb = (pid: number): number => {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One estimate form as a browser without JavaScript sends it. */
function estimateBody(boundary: string, report: Buffer): Buffer {
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return Buffer.concat([
    Buffer.from(field('name', 'Rafiq Hasan') + field('phone', '+880 1712 345678') + field('procedure', 'Discectomy')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="report"; filename="mri.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    report,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

function post(port: number, boundary: string, body: Buffer): Promise<number> {
  return new Promise((resolve) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        path: '/estimate',
        method: 'POST',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    sent.on('error', () => resolve(0));
    sent.end(body);
  });
}

const cms = createServer((req, res) => {
  req.resume();
  req.on('end', () =>
    setTimeout(() => {
      res.writeHead(req.url?.startsWith('/api/contact-requests') ? 201 : 404, { 'Content-Type': 'application/json' });
      res.end('{"reference":"NH-0001","reply_hours":24}');
    }, 1000),
  );
});
await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
const port = await freePort();
const store = mkdtempSync(join(tmpdir(), 'report-memory-'));
const site = startService('site', process.execPath, [SITE_SERVER], {
  cwd: WEB_DIR,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    CMS_URL: `http://127.0.0.1:${(cms.address() as AddressInfo).port}`,
    PAGE_STORE_DIR: store,
  },
});
try {
  await waitForHttp(`http://127.0.0.1:${port}/robots.txt`, 30_000, () => site.child.exitCode === null);
  const pid = site.child.pid!;
  const before = residentMb(pid);
  const boundary = `----report${randomBytes(8).toString('hex')}`;
  const body = estimateBody(boundary, randomBytes(REPORT_BYTES));
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 50);
  const statuses = await Promise.all(Array.from({ length: POSTS }, () => post(port, boundary, body)));
  clearInterval(sampler);
  await pause(5000);
  const after = residentMb(pid);
  const counts = Object.entries(
    statuses.reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {}),
  )
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  console.log(`${POSTS} estimate forms with a ${(REPORT_BYTES / 1024 / 1024).toFixed(1)} MB report each, at once:`);
  console.log(`  answers: ${counts}`);
  console.log(`  page server memory (RSS): ${before} MB before, ${peak} MB at its peak, ${after} MB 5 s after`);
} finally {
  await stopServices([site]);
  cms.close();
  rmSync(store, { recursive: true, force: true });
}
