import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import {
  LegacyError,
  describeThrown,
  readStrapiErrorBody,
  renderStrapiError,
  type Rendered,
  type RequestFacts,
} from '../legacy/errors';
import { apiPath, restPrefixOf } from '../legacy/api-path';
import { hasBearerToken } from '../legacy/http';
import { MESSAGES } from '@hospital/contract';
import { removeTempFiles, requestFiles } from '../legacy/uploads';

/**
 * The one global middleware of the legacy API (everything under the REST prefix, `/api`):
 * - every error answer has the legacy shape (`{detail}` or field errors), whether a controller
 *   threw it, users-permissions refused the request (401/403), or the body parser failed (400/413);
 * - nothing but a bug answers 5xx, and a bug answers a bare `{detail}` (logged, never leaked);
 * - every temporary upload file of the request is deleted, whatever the outcome.
 * It sits between `strapi::errors` and `strapi::body`, so it sees the body parser's errors too.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = restPrefixOf(strapi);

  return async (ctx: Context, next: () => Promise<unknown>): Promise<void> => {
    if (apiPath(ctx.path, prefix) === null) {
      await next();
      return;
    }
    const facts: RequestFacts = { hasBearer: hasBearerToken(ctx), method: ctx.method };
    try {
      await next();
      normaliseAnswer(ctx, facts);
    } catch (error) {
      const described = describeThrown(error);
      if (described === null) strapi.log.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      let rendered: Rendered;
      if (described === null) rendered = { status: 500, body: { detail: MESSAGES.serverError }, headers: {} };
      else if (described instanceof LegacyError)
        rendered = { status: described.status, body: described.body, headers: described.headers };
      else rendered = renderStrapiError(described, facts);
      send(ctx, rendered);
    } finally {
      await removeTempFiles(requestFiles(ctx));
    }
  };
};

/** Rewrites answers Strapi rendered itself (`{data: null, error}`) and bodiless 404/405s. */
function normaliseAnswer(ctx: Context, facts: RequestFacts): void {
  const strapiError = readStrapiErrorBody(ctx.body);
  if (strapiError) {
    send(ctx, renderStrapiError({ ...strapiError, status: ctx.status }, facts));
    return;
  }
  if (ctx.body == null && (ctx.status === 404 || ctx.status === 405 || ctx.status === 501)) {
    send(ctx, renderStrapiError({ status: ctx.status, name: 'HttpError', message: '' }, facts));
  }
}

function send(ctx: Context, rendered: Rendered): void {
  ctx.status = rendered.status;
  ctx.body = rendered.body;
  for (const [name, value] of Object.entries(rendered.headers)) ctx.set(name, value);
}
