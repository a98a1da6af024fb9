/**
 * Several CMS instances on one Postgres database and one Redis (REDIS_URL): two processes started
 * at the same moment on an empty database both come up and seed the demo content once, a write on
 * one is on the other's very next read, and the login and contact-form allowances are shared.
 * Runs on the postgres project when CMS_TEST_REDIS_URL (or REDIS_URL) is set; CI sets it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CMS_DIR,
  createTestDatabase,
  currentTarget,
  formData,
  imageFile,
  type TestDatabase,
} from '@hospital/test-support/harness';

/** CI sets CMS_TEST_REDIS_URL (see .ci/run); a developer may use REDIS_URL. */
const redisUrl = process.env.CMS_TEST_REDIS_URL ?? process.env.REDIS_URL;
const prefix = `hospital-test-${randomUUID()}:`;

interface Instance {
  readonly child: ChildProcess;
  readonly api: string;
  output(): string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** `npm start -w cms`'s command (the advisory lock included), as the cms container runs it. */
async function startInstance(database: TestDatabase): Promise<Instance> {
  const port = await freePort();
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(DATABASE_|SEED_|PUBLIC_|REDIS_)/.test(key)),
  );
  const child = spawn(process.execPath, [join(CMS_DIR, 'dist', 'scripts', 'start.js')], {
    cwd: CMS_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      ...database.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SERVE_ADMIN_PANEL: 'false',
      SEED_DEMO_CONTENT: 'true',
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: prefix,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, api: `http://127.0.0.1:${port}/api`, output: () => output };
}

async function untilHealthy(instance: Instance): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) throw new Error(`The instance stopped:\n${instance.output()}`);
    const ok = await fetch(`${instance.api}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The instance did not come up:\n${instance.output()}`);
}

describe.runIf(currentTarget() === 'postgres' && Boolean(redisUrl))(
  'two instances on one database and one Redis',
  () => {
    let database: TestDatabase;
    let a: Instance;
    let b: Instance;

    beforeAll(async () => {
      database = await createTestDatabase();
      [a, b] = await Promise.all([startInstance(database), startInstance(database)]);
      await Promise.all([untilHealthy(a), untilHealthy(b)]);
    });

    afterAll(async () => {
      for (const instance of [a, b]) {
        if (instance && instance.child.exitCode === null) {
          const exited = new Promise((resolve) => instance.child.once('exit', resolve));
          instance.child.kill('SIGTERM');
          await exited;
        }
      }
      await database?.drop();
      if (redisUrl) {
        const redis = new Redis(redisUrl);
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
    });

    it('both came up on the empty database and the demo content was seeded once', async () => {
      const fromA = (await (await fetch(`${a.api}/news/list/`)).json()) as { title: string }[];
      const fromB = (await (await fetch(`${b.api}/news/list/`)).json()) as { title: string }[];
      expect(fromA.length).toBeGreaterThan(0);
      expect(fromB).toEqual(fromA);
      const titles = fromA.map((item) => item.title);
      expect(new Set(titles).size).toBe(titles.length);
    });

    it("shares one login allowance, and a write on one is on the other's very next read", async () => {
      const login = (instance: Instance, password: string) =>
        fetch(`${instance.api}/login/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'admin@example.com', password }),
        });
      const signedIn = await login(a, 'admin-password');
      expect(signedIn.status).toBe(200);
      const { tokens } = (await signedIn.json()) as { tokens: { access: string } };

      // B has the list in memory, and its search index; A takes the news; B's next read shows it.
      await fetch(`${b.api}/news/list/`);
      const searchOnB = async () =>
        ((await (await fetch(`${b.api}/search/?q=posted`)).json()) as { results: { title: { text: string }[] }[] })
          .results;
      expect(await searchOnB()).toEqual([]);
      const form = formData({ title: 'Posted on A', description: 'Read on B', image: await imageFile() });
      const posted = await fetch(`${a.api}/news/create/`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${tokens.access}` },
        body: form,
      });
      expect(posted.status).toBe(201);
      const onB = (await (await fetch(`${b.api}/news/list/`)).json()) as { title: string }[];
      expect(onB[0].title).toBe('Posted on A');
      const found = await searchOnB();
      expect(found.map((result) => result.title.map((span) => span.text).join(''))).toEqual(['Posted on A']);

      // Nine more attempts, alternating, make ten: the eleventh is refused on both.
      for (let attempt = 0; attempt < 9; attempt += 1) {
        expect((await login(attempt % 2 ? a : b, 'wrong-password')).status).not.toBe(429);
      }
      expect((await login(a, 'admin-password')).status).toBe(429);
      expect((await login(b, 'admin-password')).status).toBe(429);
    });

    it('limits a contact-form flood across both', async () => {
      const send = (instance: Instance) =>
        fetch(`${instance.api}/contact-requests/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 'A patient', phone: '9876543210' }),
        });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 7; attempt += 1) statuses.push((await send(attempt % 2 ? b : a)).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    });
  },
);
