/**
 * Issue 26, "several of each": two site servers and two CMS instances behind the deploy nginx, on
 * one Postgres and one Redis, as processes. A CMS and then a site server is killed (kill -9) while
 * readers and writers keep going: no GET fails (nginx retries it on the other instance) and every
 * contact request answered 201 is in the database afterwards.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runInstanceDrill, type InstanceFigures } from '../../scripts/drills/instances-lib';
import { buildForTests } from '../../scripts/lib/stack';
import { startTwoOfEach, type TwoOfEach } from '../../scripts/lib/two-of-each';
import { findNginx } from './support/nginx';

const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe(
  'two of each behind nginx, one of each killed in turn',
  { skip: !findNginx() && 'nginx is not installed' },
  () => {
    let stack: TwoOfEach;
    let figures: InstanceFigures;

    before(async () => {
      await buildForTests();
      stack = await startTwoOfEach({ postgresUrl });
      figures = await runInstanceDrill(stack);
    });
    after(() => stack?.stop());

    it('killed a CMS and then a site server while reading and writing', () => {
      assert.deepEqual(figures.kills, ['cms 1', 'site 1']);
      assert.ok(figures.gets > 100, `only ${figures.gets} reads were made`);
      assert.ok(figures.acknowledged > 10, `only ${figures.acknowledged} writes were acknowledged`);
    });

    it('answered every page and API read with 200, on the other instance while one was down', () => {
      assert.deepEqual(figures.failedGets, [], `nginx's error log ends:\n${stack.nginxErrors()}`);
    });

    it('kept every contact request it acknowledged', () => {
      assert.equal(figures.lost, 0);
    });

    it('still serves pages and takes requests from both of each once they are back', async () => {
      const page = await fetch(`${stack.url}/emergency`);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /tel:/);
    });
  },
);
