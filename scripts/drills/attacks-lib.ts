/**
 * The attacks of issue 12, each tried against a running CMS and reported as held or not. Used by
 * `npm run drill:attacks` (a throw-away stack) and, as is, by the CI test tests/ops/drills.test.ts.
 */
import { pixelFloodPng } from '@hospital/test-support/harness';
import { leftoverFiles, loginAdmin, type DrillTarget, type Tokens } from './target';

export interface AttackOutcome {
  attack: string;
  held: boolean;
  detail: string;
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * The answer's status. A server closes the connection after refusing a body unread, and fetch may
 * reuse that pooled connection for the next request once: that one is sent again.
 */
async function status(url: string, init?: RequestInit, resend = true): Promise<number> {
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    if (!resend) throw error;
    return status(url, init, false);
  }
}

/** Sends `attempts` requests, each from a new spoofed address; held when one of them is refused with 429. */
async function spoofedFlood(
  url: string,
  body: (attempt: number) => unknown,
  attempts: number,
): Promise<{ held: boolean; detail: string }> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    statuses.push(
      await status(url, json(body(attempt), { 'X-Forwarded-For': `198.18.${attempt >> 8}.${attempt & 255}` })),
    );
    if (statuses.at(-1) === 429) break;
  }
  return { held: statuses.includes(429), detail: `answers: ${statuses.join(' ')}` };
}

function fiveMegabytes(): FormData {
  const form = new FormData();
  form.append('image', new File([new Uint8Array(5 * 1024 * 1024)], 'filler.jpg', { type: 'image/jpeg' }));
  form.append('files', new File([new Uint8Array(1024)], 'second.jpg', { type: 'image/jpeg' }));
  return form;
}

export async function runAttacks(target: DrillTarget): Promise<AttackOutcome[]> {
  const api = `${target.cmsUrl}/api`;
  const outcomes: AttackOutcome[] = [];
  const record = (attack: string, held: boolean, detail: string) => outcomes.push({ attack, held, detail });

  // Sessions first: the spoofed-address floods below use up this address's login allowance.
  const session = await loginAdmin(target);
  const logoutStatus = await status(`${api}/logout/`, json({ refresh: session.refresh }, bearer(session.access)));
  const afterLogout = [
    await status(`${api}/token/refresh/`, json({ refresh: session.refresh })),
    await status(`${api}/users/`, { headers: bearer(session.access) }),
  ];
  record(
    'token reuse after logout',
    logoutStatus === 204 && afterLogout.every((s) => s === 401),
    `logout ${logoutStatus}; refresh, access then: ${afterLogout.join(', ')}`,
  );

  const stolen = await loginAdmin(target);
  const rotated = await fetch(`${api}/token/refresh/`, json({ refresh: stolen.refresh }));
  const fresh = (await rotated.json()) as Tokens;
  const replay = await status(`${api}/token/refresh/`, json({ refresh: stolen.refresh }));
  const familyAfter = [
    await status(`${api}/token/refresh/`, json({ refresh: fresh.refresh })),
    await status(`${api}/users/`, { headers: bearer(fresh.access) }),
  ];
  record(
    'refresh token reuse after rotation',
    rotated.status === 200 && replay === 401 && familyAfter.every((s) => s === 401),
    `rotate ${rotated.status}; replay ${replay}; the session's newer tokens: ${familyAfter.join(', ')}`,
  );

  const admin = await loginAdmin(target);
  const doctor = new FormData();
  for (const [field, value] of Object.entries({
    name: 'Dr. X',
    designation: 'D',
    about: 'A',
    twitter: 'javascript:alert(document.cookie)',
  }))
    doctor.append(field, value);
  const link = await fetch(`${api}/doctors/`, { method: 'POST', headers: bearer(admin.access), body: doctor });
  record('javascript: social link', link.status === 400, `${link.status} ${await link.text()}`);

  const flood = new FormData();
  for (const [field, value] of Object.entries({ title: 'T', description: 'D' })) flood.append(field, value);
  flood.append('image', pixelFloodPng());
  const pixels = await fetch(`${api}/news/create/`, { method: 'POST', headers: bearer(admin.access), body: flood });
  record(
    'pixel flood (16000×16000 PNG of 126 bytes)',
    pixels.status === 400,
    `${pixels.status} ${await pixels.text()}`,
  );

  const signup = await fetch(
    `${api}/signup/`,
    json({ email: `drill-${Date.now()}@example.com`, password: 'password1' }, bearer(admin.access)),
  );
  const signupBody = await signup.text();
  record(
    'common password at signup',
    signup.status === 400 && signupBody.includes('This password is too common.'),
    `${signup.status} ${signupBody}`,
  );

  const users = await fetch(`${api}/users/`, { headers: bearer(admin.access) });
  await users.arrayBuffer();
  record(
    'admin data kept out of caches',
    users.headers.get('cache-control') === 'no-store',
    `Cache-Control: ${users.headers.get('cache-control')}`,
  );

  const diskTargets = [
    `${target.cmsUrl}/anything`,
    `${api}/no-such-path/`,
    `${target.cmsUrl}/uploads/x`,
    `${api}/news/create/`,
    `${api}/contact-requests/`,
  ];
  if (target.siteUrl) diskTargets.push(`${target.siteUrl}/uploads/x`, `${target.siteUrl}/api/no-such-path/`);
  const diskAnswers: Array<number | 'reset'> = [];
  for (const url of diskTargets) {
    // Refused unread, the connection may close while the body is still being sent, and a proxy
    // that was still forwarding it then answers 502 (Vite's preview server does).
    diskAnswers.push(await status(url, { method: 'POST', body: fiveMegabytes() }, false).catch(() => 'reset' as const));
  }
  // The site's server answers a POST to /uploads itself (405: it only reads them), never reading the body.
  // The estimate form's route takes an anonymous multipart body (issue 30): read, refused 400 (no
  // report field, no name), and its files deleted; the files left below must still be none.
  const refused = (answer: number | 'reset', i: number) =>
    (answer === 400 && diskTargets[i] === `${api}/contact-requests/`) ||
    answer === 401 ||
    answer === 415 ||
    answer === 'reset' ||
    ((answer === 502 || answer === 405) && i >= diskTargets.length - (target.siteUrl ? 2 : 0));
  const left = leftoverFiles(target.requestTmpDir);
  record(
    'disk fill (5 MB multipart, no token)',
    left.length === 0 && diskAnswers.every(refused),
    `answers ${diskAnswers.join(' ')}; files left: ${left.length}`,
  );

  const logins = await spoofedFlood(`${api}/login/`, (i) => ({ email: `guess-${i}@example.com`, password: 'x' }), 12);
  record('login guesses with a new X-Forwarded-For each (CMS port)', logins.held, logins.detail);
  const contact = await spoofedFlood(`${api}/contact-requests/`, (i) => ({ name: `Flood ${i}`, phone: '1' }), 8);
  record('contact-form flood with a new X-Forwarded-For each (CMS port)', contact.held, contact.detail);
  if (target.siteUrl) {
    const viaSite = await spoofedFlood(
      `${target.siteUrl}/api/login/`,
      (i) => ({ email: `site-guess-${i}@example.com`, password: 'x' }),
      12,
    );
    record("login guesses with a new X-Forwarded-For each (the site's server)", viaSite.held, viaSite.detail);
  }
  return outcomes;
}
