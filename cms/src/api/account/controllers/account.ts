import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { LegacyError, detailError, notFound } from '../../../legacy/errors';
import { parseId, readBody, reply, replyNoContent } from '../../../legacy/http';
import { isCommonPassword } from '../../../legacy/common-passwords';
import {
  MESSAGES,
  MIN_PASSWORD_LENGTH,
  type LoginResponse,
  type SignupResponse,
  type TokenPair,
} from '@hospital/contract';
import { bearerToken, checkAccessToken } from '../../../legacy/sessions';
import { toLoginUser, toUser } from '../../../legacy/shapes';
import { FormReader } from '../../../legacy/validation';
import type { AccountService } from '../services/account';

const MAX_EMAIL_LENGTH = 254;
// bcrypt reads 72 bytes and ignores the rest: a longer password would only seem stronger.
const MAX_PASSWORD_BYTES = 72;

/** SimpleJWT's answer to a refresh token that is invalid, expired, spent, revoked or of a removed user. */
const invalidRefresh = () => new LegacyError(401, { detail: MESSAGES.invalidRefresh, code: 'token_not_valid' });

function readRefreshToken(ctx: Context): string {
  const form = new FormReader(readBody(ctx));
  const token = form.text('refresh', { required: MESSAGES.required });
  form.assertValid();
  return token ?? '';
}

/** POST /login/, /token/refresh/, /logout/, /signup/; GET /users/; DELETE /users/{id}/delete/. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const accounts = () => strapi.service('api::account.account') as unknown as AccountService;

  return {
    async login(ctx: Context) {
      const form = new FormReader(readBody(ctx));
      const email = form.text('email', { required: MESSAGES.required });
      const password = form.text('password', { required: MESSAGES.required, trim: false });
      form.assertValid();
      const user = await accounts().authenticate(email ?? '', password ?? '');
      if (!user) throw detailError(401, MESSAGES.badCredentials);
      reply(ctx, 200, {
        tokens: await accounts().issueTokens(user),
        user: toLoginUser(user),
      } satisfies LoginResponse);
    },

    /** Rotates: `{access, refresh}`, and the refresh token sent is spent (sending it again ends the session). */
    async refresh(ctx: Context) {
      const tokens = await accounts().rotate(readRefreshToken(ctx));
      if (!tokens) throw invalidRefresh();
      reply(ctx, 200, tokens satisfies TokenPair);
    },

    /** Ends the session of the refresh token sent (bearer: an access token of the same account). */
    async logout(ctx: Context) {
      const bearer = bearerToken(ctx);
      const caller = bearer ? await checkAccessToken(strapi, 'users-permissions', bearer) : null;
      if (!caller) throw new LegacyError(401, { detail: MESSAGES.notAuthenticated });
      if (!caller.live || caller.userId === null)
        throw new LegacyError(401, { detail: MESSAGES.invalidToken, code: 'token_not_valid' });
      if (!(await accounts().logout(caller.userId, readRefreshToken(ctx)))) throw invalidRefresh();
      replyNoContent(ctx);
    },

    async users(ctx: Context) {
      reply(ctx, 200, (await accounts().list()).map(toUser));
    },

    /** Creates an admin, or a default user with `role: "user"`. */
    async signup(ctx: Context) {
      const form = new FormReader(readBody(ctx), { email: { maxLength: MAX_EMAIL_LENGTH } });
      const email = form.email('email', { required: MESSAGES.emailRequired })?.toLowerCase() ?? null;
      const password = form.text('password', { required: MESSAGES.passwordRequired, trim: false });
      if (password !== null && password.length < MIN_PASSWORD_LENGTH) form.fail('password', MESSAGES.passwordTooShort);
      else if (password !== null && isCommonPassword(password)) form.fail('password', MESSAGES.passwordTooCommon);
      if (password !== null && Buffer.byteLength(password) > MAX_PASSWORD_BYTES)
        form.fail('password', MESSAGES.passwordTooLong);
      const role = form.choice('role', { choices: ['admin', 'user'] as const, fallback: 'admin' });
      if (email !== null && !form.has('email') && (await accounts().emailTaken(email)))
        form.fail('email', MESSAGES.emailTaken);
      form.assertValid();
      const user = await accounts().create(email ?? '', password ?? '', role ?? 'admin');
      reply(ctx, 201, { user: toUser(user) } satisfies SignupResponse);
    },

    /** An admin cannot delete their own account (there is always one admin left to log in). */
    async deleteUser(ctx: Context) {
      const id = parseId(ctx);
      const current = (ctx.state.user as { id?: number } | undefined)?.id;
      if (current === id) throw detailError(400, MESSAGES.cannotDeleteSelf);
      if (!(await accounts().exists(id))) throw notFound();
      await accounts().remove(id);
      replyNoContent(ctx);
    },
  };
};
