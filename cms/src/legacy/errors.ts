import { MESSAGES } from '@hospital/contract';
import { bodyParserError } from './body-errors';

/** Field errors in the legacy shape: `{field: ["message"]}` (or `{non_field_errors: [...]}`). */
export type FieldErrors = Record<string, string[]>;
export type LegacyBody = Record<string, unknown>;

/** An answer the legacy API gives on purpose: thrown by controllers, rendered by the global middleware. */
export class LegacyError extends Error {
  constructor(
    readonly status: number,
    readonly body: LegacyBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `Legacy API error ${status}`);
    this.name = 'LegacyError';
  }
}

export const detailError = (status: number, detail: string): LegacyError => new LegacyError(status, { detail });
export const notFound = (): LegacyError => detailError(404, MESSAGES.notFound);
export const fieldErrors = (errors: FieldErrors, extra: LegacyBody = {}): LegacyError =>
  new LegacyError(400, { ...errors, ...extra });

/** What the client sent about itself, which decides between 401 and 403. */
export interface RequestFacts {
  /** An `Authorization: Bearer <token>` header was sent (valid or not). */
  hasBearer: boolean;
  method: string;
}

export interface Rendered {
  status: number;
  body: LegacyBody;
  headers: Record<string, string>;
}

const WWW_AUTHENTICATE = { 'WWW-Authenticate': 'Bearer realm="api"' };

/**
 * Strapi's own refusals, by status. users-permissions answers 403 when the public role lacks an
 * action, which for a request without a token means "log in first": DRF said 401 there.
 */
function authFailure(status: number, facts: RequestFacts): Rendered {
  if (status === 401 || !facts.hasBearer) {
    const detail = facts.hasBearer ? MESSAGES.invalidToken : MESSAGES.notAuthenticated;
    return {
      status: 401,
      body: facts.hasBearer ? { detail, code: 'token_not_valid' } : { detail },
      headers: WWW_AUTHENTICATE,
    };
  }
  return { status: 403, body: { detail: MESSAGES.permissionDenied }, headers: {} };
}

interface ValidationIssue {
  path?: unknown;
  message?: unknown;
}

/** Strapi's ValidationError details (`{errors: [{path: ['title'], message}]}`) as field errors. */
function validationFieldErrors(details: unknown, message: string): FieldErrors {
  const issues = (details as { errors?: unknown } | null)?.errors;
  const errors: FieldErrors = {};
  if (Array.isArray(issues)) {
    for (const issue of issues as ValidationIssue[]) {
      const field =
        Array.isArray(issue.path) && issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
      (errors[field] ??= []).push(typeof issue.message === 'string' ? issue.message : message);
    }
  }
  return Object.keys(errors).length > 0 ? errors : { non_field_errors: [message] };
}

/** The description of a Strapi error, whether thrown (ApplicationError, HttpError) or already rendered. */
export interface StrapiErrorInfo {
  status: number;
  name: string;
  message: string;
  details?: unknown;
}

const STATUS_BY_NAME: Record<string, number> = {
  ValidationError: 400,
  YupValidationError: 400,
  NotFoundError: 404,
  UnauthorizedError: 401,
  ForbiddenError: 403,
  PolicyError: 403,
  PayloadTooLargeError: 413,
  RateLimitError: 429,
  NotImplementedError: 501,
};

/** Turns one of Strapi's errors into the legacy answer. */
export function renderStrapiError(info: StrapiErrorInfo, facts: RequestFacts): Rendered {
  const { status, name, message, details } = info;
  if (status === 401 || status === 403) return authFailure(status, facts);
  if (status === 400 && (name === 'ValidationError' || name === 'YupValidationError')) {
    return { status, body: validationFieldErrors(details, message), headers: {} };
  }
  if (status === 404) return { status, body: { detail: MESSAGES.notFound }, headers: {} };
  // koa-router answers 405 for a known path with another method, 501 for an unknown method.
  if (status === 405 || status === 501)
    return { status: 405, body: { detail: MESSAGES.methodNotAllowed(facts.method) }, headers: {} };
  if (status === 413) return { status, body: { detail: MESSAGES.bodyTooLarge }, headers: {} };
  if (status === 429) return { status, body: { detail: message || MESSAGES.tooManyRequests(60) }, headers: {} };
  if (status >= 400 && status < 500)
    return { status, body: { detail: message || MESSAGES.malformedBody }, headers: {} };
  return { status: 500, body: { detail: MESSAGES.serverError }, headers: {} };
}

function numberProperty(value: object, key: string): number | undefined {
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'number' ? found : undefined;
}

/**
 * What a thrown error should answer, or null for an unexpected one (a bug: logged, then 500).
 * Errors are recognised by shape rather than `instanceof`, because several copies of
 * `http-errors` and `@strapi/utils` live in node_modules.
 */
export function describeThrown(error: unknown): StrapiErrorInfo | LegacyError | null {
  if (error instanceof LegacyError) return error;
  if (typeof error !== 'object' || error === null) return null;
  const name = typeof (error as { name?: unknown }).name === 'string' ? (error as { name: string }).name : 'Error';
  const message =
    typeof (error as { message?: unknown }).message === 'string' ? (error as { message: string }).message : '';
  const details = (error as { details?: unknown }).details;

  // Strapi's ApplicationError family carries `details`; its status follows from the name.
  if (name in STATUS_BY_NAME && 'details' in error) return { status: STATUS_BY_NAME[name], name, message, details };
  if (name === 'ApplicationError' && 'details' in error) return { status: 400, name, message, details };

  // The body parser's (co-body, raw-body, formidable): fixed words, never the parser's own.
  const unreadable = bodyParserError(error);
  if (unreadable) return unreadable;

  // Other http-errors (koa's): a 4xx status on the error itself.
  const status =
    numberProperty(error, 'status') ?? numberProperty(error, 'statusCode') ?? numberProperty(error, 'httpCode');
  if (status !== undefined && status >= 400 && status < 500) {
    const exposed = (error as { expose?: unknown }).expose !== false;
    return { status, name, message: exposed ? message : '', details };
  }
  return null;
}

/** A rendered Strapi error body: `{data: null, error: {status, name, message, details}}`. */
export function readStrapiErrorBody(body: unknown): StrapiErrorInfo | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = body.error;
  if (typeof error !== 'object' || error === null) return null;
  const { status, name, message, details } = error as Record<string, unknown>;
  if (typeof status !== 'number') return null;
  return {
    status,
    name: typeof name === 'string' ? name : 'Error',
    message: typeof message === 'string' ? message : '',
    details,
  };
}
