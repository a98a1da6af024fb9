/**
 * GET /api/openapi.json describes what the API really answers: every public read (in each
 * language, and the doctors' paged form) and every admin read answers a body valid against the
 * document, and every write's refusals (401 without a token, 403 for another role, 400 field
 * errors for an empty body, 404 for an id no record has) are statuses the document lists, with
 * bodies valid against it. A replay of our own on Ajv (JSON Schema 2020-12, OpenAPI 3.1's dialect).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020';
import { ENDPOINTS, LANGUAGES, type Endpoint } from '@hospital/contract';
import { startCmsWithAdmin, type RunningCms, type SiteUser } from '@hospital/test-support/harness';
import { ISO_TIME, RELAXED_LIMITS } from './support';

let cms: RunningCms;
let admin: SiteUser;
let visitor: SiteUser;
let documentBody: { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
const ajv = new Ajv2020({ allErrors: true, strict: true });
// The document's own keywords are not schema keywords: Ajv leaves them be, and still reads the
// schemas below them through `$ref`s into the document.
ajv.addVocabulary(['openapi', 'info', 'servers', 'tags', 'paths', 'components', 'security']);
ajv.addFormat('date-time', ISO_TIME);
ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);

beforeAll(async () => {
  ({ cms, admin } = await startCmsWithAdmin({ demoContent: true, env: RELAXED_LIMITS }));
  visitor = await cms.createUser({ role: 'authenticated' });
  const answer = await cms.request('/openapi.json');
  expect(answer.status).toBe(200);
  documentBody = (await answer.json()) as typeof documentBody;
  ajv.addSchema({ ...documentBody, $id: 'openapi' });
});
afterAll(async () => {
  await cms?.stop();
});

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** Checks an answer against the document: its status listed for the operation, its body valid. */
async function expectDescribed(endpoint: Endpoint, response: Response): Promise<void> {
  const label = `${endpoint.method} ${endpoint.path} -> ${response.status}`;
  const method = endpoint.method.toLowerCase();
  const listed = documentBody.paths[endpoint.path]?.[method]?.responses ?? {};
  const key = String(response.status) in listed ? String(response.status) : `${String(response.status)[0]}XX`;
  expect(Object.keys(listed), label).toContain(key);
  const schemaAt = `openapi#/${pointer('paths', endpoint.path, method, 'responses', key, 'content', 'application/json', 'schema')}`;
  const validate = ajv.getSchema(schemaAt);
  if (!validate) return; // a 2XX the document gives no body for (a file, a CSV)
  const body: unknown = await response.json();
  const valid = validate(body);
  expect(
    valid ? [] : ajv.errorsText(validate.errors).split(', '),
    `${label}: ${JSON.stringify(body).slice(0, 300)}`,
  ).toEqual([]);
}

const reads = (ENDPOINTS as readonly Endpoint[]).filter((endpoint) => endpoint.method === 'GET' && endpoint.answer);
const writes = (ENDPOINTS as readonly Endpoint[]).filter((endpoint) => endpoint.method !== 'GET');
const withId = (path: string, id: string) => path.replace('{id}', id);

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and lists every route of the endpoint table', () => {
    expect(documentBody.openapi).toBe('3.1.0');
    const listed = Object.entries(documentBody.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(ENDPOINTS.map(({ method, path }) => `${method} ${path}`).sort());
  });
});

describe('every read answers what the document describes', () => {
  it.each(reads.filter((endpoint) => endpoint.who === 'public').map((endpoint) => [endpoint.path, endpoint]))(
    'public %s, in every language',
    async (_path, endpoint) => {
      for (const locale of [undefined, ...LANGUAGES]) {
        await expectDescribed(
          endpoint,
          await cms.request(locale ? `${endpoint.path}?locale=${locale}` : endpoint.path),
        );
      }
    },
  );

  it('the doctors, a page at a time', async () => {
    const doctors = reads.find((endpoint) => endpoint.path === '/doctors/')!;
    await expectDescribed(doctors, await cms.request('/doctors/?page=1&page_size=2'));
  });

  it('the search, with results marked, in every language', async () => {
    const search = reads.find((endpoint) => endpoint.path === '/search/')!;
    for (const locale of LANGUAGES) {
      const response = await cms.request(`/search/?q=stroke&page=1&locale=${locale}`);
      const body = (await response.clone().json()) as { results: unknown[] };
      expect(body.results.length, locale).toBeGreaterThan(0);
      await expectDescribed(search, response);
    }
  });

  it('a public read with a token that is not valid', async () => {
    const banners = reads.find((endpoint) => endpoint.path === '/banners/')!;
    const response = await cms.request('/banners/', { token: 'not-a-token' });
    expect(response.status).toBe(401);
    await expectDescribed(banners, response);
  });

  it.each(reads.filter((endpoint) => endpoint.who === 'admin').map((endpoint) => [endpoint.path, endpoint]))(
    'admin %s, to an admin, without a token and to another role',
    async (_path, endpoint) => {
      const answered = await cms.request(endpoint.path, { token: admin.token });
      expect(answered.status).toBe(200);
      await expectDescribed(endpoint, answered);
      await expectDescribed(endpoint, await cms.request(endpoint.path));
      await expectDescribed(endpoint, await cms.request(endpoint.path, { token: visitor.token }));
    },
  );
});

describe("every write's refusals are the document's", () => {
  it.each(writes.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]))(
    '%s',
    async (_label, endpoint) => {
      const path = withId(endpoint.path, '987654');
      const send = (token?: string) =>
        cms.request(path, {
          method: endpoint.method,
          token,
          ...(endpoint.upload ? { form: new FormData() } : { json: {} }),
        });
      if (endpoint.who === 'admin') {
        const anonymous = await send();
        expect(anonymous.status).toBe(401);
        await expectDescribed(endpoint, anonymous);
        const otherRole = await send(visitor.token);
        expect(otherRole.status).toBe(403);
        await expectDescribed(endpoint, otherRole);
      }
      const empty = await send(endpoint.who === 'admin' ? admin.token : undefined);
      // An empty body is refused field by field, or the id is unknown, or the write needs nothing more.
      expect([400, 401, 404], `${endpoint.method} ${path}: ${empty.status}`).toContain(empty.status);
      await expectDescribed(endpoint, empty);
    },
  );
});
