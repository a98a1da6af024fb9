/**
 * Issue 24's attacks, as an attacker met the running site: a Range header that stopped the site's
 * server, a `..` that led from the site's /api to Strapi's admin, and the Editor role reading
 * patients' requests in Strapi's panel. Each is reported held or not.
 */
import { sendRaw } from './raw-http';
import type { AttackOutcome } from './attacks-lib';
import type { DrillTarget } from './target';

const PATIENTS = '/content-manager/collection-types/api::contact-request.contact-request?page=1&pageSize=10';

export async function runEdgeAttacks(target: DrillTarget): Promise<AttackOutcome[]> {
  const outcomes: AttackOutcome[] = [];
  const record = (attack: string, held: boolean, detail: string) => outcomes.push({ attack, held, detail });
  const site = target.siteUrl;

  if (site) {
    const ranges: Array<[string, string]> = [
      ['/favicon.png/', 'bytes=0-18446744073709551615'],
      ['/favicon.png', 'bytes=0-18446744073709551615'],
      ['/index.html/', 'bytes=9-1'],
      ['/favicon.png', 'bytes=9-1'],
    ];
    const answers = [];
    for (const [path, range] of ranges) answers.push((await sendRaw(site, `GET ${path}`, { Range: range })).status);
    const after = (await sendRaw(site, 'GET /robots.txt')).status;
    const alive = target.siteAlive?.() ?? true;
    record(
      'a Range header stops the site',
      answers.every((status) => typeof status === 'number' && status < 500) && after === 200 && alive,
      `answers ${answers.join(' ')}; then /robots.txt ${after}; server ${alive ? 'still running' : 'STOPPED'}`,
    );

    const editor = target.editor ?? { email: '', password: '' };
    const traversals = [
      ['GET /api/../admin/init', ''],
      ['GET /api/%2e%2e/admin/init', ''],
      ['GET /API/%2E%2E/admin/init', ''],
      ['POST /api/../admin/login', JSON.stringify(editor)],
      ['GET /api/..%2fcontent-manager/init', ''],
    ] as const;
    const reached: string[] = [];
    const statuses: Array<number | string> = [];
    for (const [line, body] of traversals) {
      const answer = await sendRaw(site, line, body ? { 'Content-Type': 'application/json' } : {}, { body });
      statuses.push(answer.status);
      if (/hasAdmin|"token"|accessToken/.test(answer.body)) reached.push(line);
    }
    record(
      "a `..` in the site's /api reaches Strapi's admin",
      reached.length === 0 && statuses.every((status) => status === 400),
      reached.length ? `reached: ${reached.join(', ')}` : `answers ${statuses.join(' ')}`,
    );
  }

  if (target.editor) {
    const login = await fetch(`${target.cmsUrl}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(target.editor),
    });
    const body = (await login.json()) as { data?: { token?: string; accessToken?: string } };
    const token = body.data?.token ?? body.data?.accessToken;
    if (!token) {
      record('the Editor reads patients in the panel', false, `the editor could not log in (${login.status})`);
    } else {
      const list = await fetch(`${target.cmsUrl}${PATIENTS}`, { headers: { authorization: `Bearer ${token}` } });
      await list.arrayBuffer();
      record('the Editor reads patients in the panel', list.status === 403, `list of contact requests: ${list.status}`);
    }
  }
  return outcomes;
}
