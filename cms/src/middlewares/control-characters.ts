import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { apiPath, restPrefixOf } from '../legacy/api-path';
import { controlCharacterErrors, multiLineFields } from '../legacy/control-characters';
import { fieldErrors } from '../legacy/errors';

/**
 * Every legacy API request (forms, login, sign-up, admin saves, `?search=`) with a control
 * character in a text field is refused with a field error before any controller or query runs,
 * so no form and no database (Postgres refuses NUL) can fail on one. After strapi::body, inside
 * the legacy middleware, which renders the 400 in the legacy shape.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = restPrefixOf(strapi);
  let multiLine: ReadonlySet<string> | undefined;

  return async (ctx: Context, next: () => Promise<unknown>): Promise<void> => {
    if (apiPath(ctx.path, prefix) !== null) {
      multiLine ??= multiLineFields(strapi);
      const errors = controlCharacterErrors(ctx.request.body, ctx.query, multiLine);
      if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    }
    await next();
  };
};
