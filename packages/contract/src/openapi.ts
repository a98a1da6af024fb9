/**
 * The legacy API as an OpenAPI 3.1 document, built from the endpoint table (endpoints.ts) and the
 * answers' JSON Schemas (answer-schemas.ts): nothing here lists a route or a field, so the document
 * cannot drift from what the CMS declares. The CMS serves it at `GET /api/openapi.json`; Redocly
 * lints it and the CMS tests replay the API against it with Ajv (docs/API.md, docs/TESTING.md).
 */
import { ANSWER_SCHEMAS } from './answer-schemas';
import { LANGUAGES, WEEKDAYS } from './answers';
import { ENDPOINTS, type Endpoint } from './endpoints';
import { REFUSAL_CODES } from './refusals';
import type { JsonSchema } from './schema';

/** The answer schemas by path; a GET that answers no JSON (a file, a CSV, the health check) has none. */
const ANSWERS: Partial<Record<string, JsonSchema>> = ANSWER_SCHEMAS;

/**
 * A patient request's refusal codes (refusals.ts), by field as its messages are: what the site words
 * in the page's language. Beside the messages of a 400, and beside `detail` in a 429.
 */
const CODES: JsonSchema = {
  type: 'object',
  additionalProperties: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        code: { type: 'string', enum: [...REFUSAL_CODES] },
        min: { type: 'integer', minimum: 0 },
        max: { type: 'integer', minimum: 0 },
        seconds: { type: 'integer', minimum: 0 },
        days: { type: 'array', items: { type: 'string', enum: [...WEEKDAYS] } },
      },
      required: ['code'],
      additionalProperties: false,
    },
  },
};

/** Every refusal but a field error: `{detail}`, with `code: "token_not_valid"` for a bad token. */
const DETAIL: JsonSchema = {
  type: 'object',
  properties: { detail: { type: 'string' }, code: { type: 'string' }, codes: CODES },
  required: ['detail'],
  additionalProperties: false,
};

/**
 * A 400 of a write: each field's messages (`{"title": ["This field is required."]}`, or
 * `non_field_errors`), plus the about saves' legacy `status`, `data` and `message`; or a `{detail}`
 * for a body that is not JSON or a form at all.
 */
const FIELD_ERRORS: JsonSchema = {
  anyOf: [
    {
      type: 'object',
      properties: { status: { const: false }, data: { type: 'null' }, message: { type: 'string' }, codes: CODES },
      additionalProperties: { type: 'array', items: { type: 'string' }, minItems: 1 },
      minProperties: 1,
    },
    { $ref: '#/components/schemas/Detail' },
  ],
};

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const refusal = (description: string) => ({ description, content: json({ $ref: '#/components/schemas/Detail' }) });

/** The query parameters a public read's controller reads: the ones its read cache keys on. */
function queryParameters(endpoint: Endpoint): JsonSchema[] {
  return (endpoint.cache ?? endpoint.query ?? []).map((name) => ({
    name,
    in: 'query',
    required: false,
    description:
      name === 'locale'
        ? 'The language of the answer; absent: English.'
        : name === 'doctor'
          ? "The doctor's id."
          : `Filters or pages the list.`,
    schema: name === 'locale' ? { type: 'string', enum: [...LANGUAGES] } : { type: 'string' },
  }));
}

const pathParameters = (path: string): JsonSchema[] =>
  [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    description: "The record's id.",
    schema: { type: 'string' },
  }));

/** Who may call: admins send a bearer token; public reads take one or none; `anyone` routes none. */
function security(endpoint: Endpoint): Array<Record<string, string[]>> {
  if (endpoint.who === 'admin') return [{ bearer: [] }];
  if (endpoint.who === 'public') return [{}, { bearer: [] }];
  return [];
}

function responses(endpoint: Endpoint): Record<string, JsonSchema> {
  const answers: Record<string, JsonSchema> = {};
  const answer = endpoint.method === 'GET' ? ANSWERS[endpoint.path] : undefined;
  if (answer) answers['200'] = { description: 'The answer.', content: json(answer) };
  else answers['2XX'] = { description: 'Done (see docs/API.md for the body of each write).' };
  if (endpoint.method !== 'GET' && endpoint.method !== 'DELETE') {
    answers['400'] = { description: 'What is wrong with each field.', content: json(FIELD_ERRORS) };
  }
  if (endpoint.who === 'admin') {
    answers['401'] = refusal('No token, or one that is not valid or has expired.');
    answers['403'] = refusal("The token's account may not do this.");
  }
  // A public read needs no token, but one sent is checked.
  if (endpoint.who === 'public') answers['401'] = refusal('A token that is not valid or has expired.');
  // The account routes without a role check the credentials or the token they are sent themselves.
  if (endpoint.who === 'anyone' && endpoint.api === 'account') {
    answers['401'] = refusal('Wrong e-mail or password, or a token that is not valid.');
  }
  if (endpoint.path.includes('{')) answers['404'] = refusal('No record has this id.');
  if (endpoint.refuses?.includes(404)) answers['404'] = refusal('No record answers to what was sent.');
  if (endpoint.refuses?.includes(409)) {
    answers['409'] = refusal('The record cannot take this change now (docs/API.md names each reason).');
  }
  if (endpoint.limit) answers['429'] = refusal('Too many requests from this address: try again later.');
  return answers;
}

const operationId = ({ api, action }: Endpoint) => `${api}.${action}`;

function operation(endpoint: Endpoint): JsonSchema {
  const parameters = [...pathParameters(endpoint.path), ...queryParameters(endpoint)];
  const body =
    endpoint.method === 'POST' || endpoint.method === 'PATCH'
      ? {
          requestBody: {
            required: true,
            content: endpoint.upload
              ? { 'multipart/form-data': { schema: { type: 'object' } } }
              : { 'application/json': { schema: { type: ['object', 'array'] } } },
          },
        }
      : {};
  return {
    operationId: operationId(endpoint),
    summary: `${endpoint.api}: ${endpoint.action}`,
    tags: [endpoint.api],
    security: security(endpoint),
    ...(parameters.length > 0 && { parameters }),
    ...body,
    responses: responses(endpoint),
  };
}

/** The document, for a server whose legacy API lives under `apiBase` (`/api`). */
export function openApiDocument(apiBase = '/api'): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of ENDPOINTS as readonly Endpoint[]) {
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation(endpoint);
  }
  const apis = [...new Set(ENDPOINTS.map((endpoint) => endpoint.api))];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hospital legacy API',
      version: '1.0.0',
      description:
        "The hospital site's content and patient-desk API, in the shape of the old Django REST API it replaced (docs/API.md).",
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: apiBase }],
    tags: apis.map((name) => ({ name, description: `The ${name} routes.` })),
    paths,
    components: {
      schemas: { Detail: DETAIL },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token of POST /login/.',
        },
      },
    },
  };
}
