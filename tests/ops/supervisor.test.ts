/**
 * `npm start` keeps its services running: a service that exits is started again after a backoff,
 * with a log line, instead of everything stopping; Ctrl-C (SIGTERM here) still stops everything.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { freePort } from '../../scripts/lib/free-port';
import { restartDelayMs } from '../../scripts/lib/processes';

const FIXTURE = join(import.meta.dirname, 'support', 'supervised.ts');

async function answerOf(url: string, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await (await fetch(url, { signal: AbortSignal.timeout(1000) })).text();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

describe('the supervisor of npm start', () => {
  it('waits longer after each crash in a row, at most 30 s', () => {
    assert.deepEqual([1, 2, 3, 4, 5, 6, 9].map(restartDelayMs), [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it('restarts a crashed service with a log line, and stops it with everything on SIGTERM', async () => {
    const port = await freePort();
    const supervisor = spawn(process.execPath, ['--import', 'tsx', FIXTURE, String(port)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    supervisor.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    supervisor.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => supervisor.on('exit', (code) => resolve(code)));
    try {
      const url = `http://127.0.0.1:${port}`;
      const firstPid = await answerOf(`${url}/`, 20_000).catch((error: unknown) => {
        throw new Error(`the service never answered: ${String(error)}\n${log}`);
      });
      // Started: a crash while still starting fails the start, as it should.
      while (!log.includes('ready')) await new Promise((resolve) => setTimeout(resolve, 100));
      await fetch(`${url}/crash`).catch(() => undefined);
      const secondPid = await answerOf(`${url}/`, 20_000).catch((error: unknown) => {
        throw new Error(`the service was not started again: ${String(error)}\n${log}`);
      });
      assert.notEqual(secondPid, firstPid, 'a new process answers');
      assert.match(log, /service stopped \(exit 1\); restarting in 1 s/);
      assert.equal(supervisor.exitCode, null, 'the supervisor itself goes on');

      supervisor.kill('SIGTERM');
      assert.equal(await exited, 0);
      await assert.rejects(fetch(`${url}/`, { signal: AbortSignal.timeout(2000) }), 'the service stopped with it');
    } finally {
      if (supervisor.exitCode === null) supervisor.kill('SIGKILL');
    }
  });
});
