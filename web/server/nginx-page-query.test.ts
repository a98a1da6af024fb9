import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_QUERY_PARAMETERS } from '../src/app/route-query';

const TEMPLATE = join(__dirname, '..', '..', 'deploy', 'nginx', 'templates', 'default.conf.template');

describe("nginx's page cache key", () => {
  it('is built from exactly the query parameters the pages read (the route table)', () => {
    const template = readFileSync(TEMPLATE, 'utf8');
    const keyed = [...template.matchAll(/^map \$args \$page_arg_(\w+) /gm)].map((match) => match[1]).sort();
    expect(keyed).toEqual([...PAGE_QUERY_PARAMETERS].sort());
  });
});
