/**
 * Redocly's recommended rules (redocly.yaml) pass on the legacy API's OpenAPI document, as the CMS
 * serves it at /api/openapi.json, with one reviewed exception (docs/TESTING.md): the health check
 * and the document itself answer no 4XX, since they take no token, input or id.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, it } from 'node:test';
import { openApiDocument } from '@hospital/contract/src/openapi';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }>;
}

/** Reviewed: these operations cannot answer a 4XX (no token, no input, no id). */
const NO_4XX_ANSWER = ['#/paths/~1health~1/get/responses', '#/paths/~1openapi.json/get/responses'];

describe('the OpenAPI document under Redocly lint', () => {
  it('has no error, and no warning but the reviewed ones', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(openApiDocument('/api')));
      const lint = await run(
        join(ROOT, 'node_modules', '.bin', 'redocly'),
        ['lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format=json'],
        { cwd: ROOT, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
      ).catch((failed: { stdout: string }) => failed);
      const report = JSON.parse(lint.stdout) as LintReport;
      const findings = report.problems.map(
        ({ ruleId, severity, location }) => `${severity} ${ruleId} ${location[0]?.pointer ?? ''}`,
      );
      assert.deepEqual(
        findings.sort(),
        NO_4XX_ANSWER.map((pointer) => `warn operation-4xx-response ${pointer}`).sort(),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
