/**
 * POST /login/, POST /token/refresh/ (rotating), POST /logout/, GET /users/, POST /signup/, DELETE /users/{id}/delete/:
 * users-permissions checks the passwords and issues the tokens, and its own authentication
 * accepts them (so the role permissions apply); blocked or unconfirmed accounts cannot log in.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCmsWithAdmin, type RunningCms, type SiteUser } from '@hospital/test-support/harness';
import { ISO_TIME, RELAXED_LIMITS, signedToken } from './support';

const BAD_CREDENTIALS = { detail: 'No active account found with the given credentials' };
const BAD_REFRESH = { detail: 'Token is invalid or expired', code: 'token_not_valid' };

interface Tokens {
  access: string;
  refresh: string;
}

interface Login {
  tokens: { access: string; refresh: string };
  user: { id: number; email: string; role: string };
}

describe('accounts', () => {
  let cms: RunningCms;
  let admin: SiteUser;

  beforeAll(async () => ({ cms, admin } = await startCmsWithAdmin({ env: RELAXED_LIMITS })));
  afterAll(() => cms?.stop());

  const login = (email: string, password: string) => cms.requestJson<Login>('/login/', { json: { email, password } });
  const setUser = (id: number, data: Record<string, unknown>) =>
    cms.strapi.db.query('plugin::users-permissions.user').update({ where: { id }, data });

  describe('POST /login/', () => {
    it('answers {tokens: {access, refresh}, user: {id, email, role}}', async () => {
      const response = await login(admin.email, admin.password);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        tokens: {
          access: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
          refresh: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        },
        user: { id: admin.id, email: admin.email, role: 'admin' },
      });
      expect(
        (await cms.requestJson('/login', { json: { email: admin.email.toUpperCase(), password: admin.password } }))
          .status,
      ).toBe(200);
    });

    it('logs in the seeded demo admin', async () => {
      const response = await login('admin@example.com', 'admin-password');
      expect(response).toMatchObject({ status: 200, body: { user: { email: 'admin@example.com', role: 'admin' } } });
    });

    it("gives an access token that users-permissions accepts, with the role's permissions", async () => {
      const { body } = await login(admin.email, admin.password);
      expect((await cms.requestJson('/users/', { token: body.tokens.access })).status).toBe(200);
      // The refresh token is not an access token.
      expect((await cms.requestJson('/users/', { token: body.tokens.refresh })).status).toBe(401);
    });

    it('calls a non-admin "user", whose token is refused by admin endpoints', async () => {
      const user = await cms.createUser({ role: 'authenticated' });
      const response = await login(user.email, user.password);
      expect(response.body.user).toEqual({ id: user.id, email: user.email, role: 'user' });
      expect((await cms.requestJson('/users/', { token: response.body.tokens.access })).status).toBe(403);
    });

    it('refuses a wrong password, an unknown e-mail, a blocked or unconfirmed account with 401', async () => {
      expect(await login(admin.email, 'wrong-password')).toMatchObject({ status: 401, body: BAD_CREDENTIALS });
      expect(await login('nobody@example.com', 'whatever')).toMatchObject({ status: 401, body: BAD_CREDENTIALS });

      const blocked = await cms.createUser({ role: 'admin' });
      await setUser(blocked.id, { blocked: true });
      expect(await login(blocked.email, blocked.password)).toMatchObject({ status: 401, body: BAD_CREDENTIALS });

      const unconfirmed = await cms.createUser({ role: 'admin' });
      await setUser(unconfirmed.id, { confirmed: false });
      expect(await login(unconfirmed.email, unconfirmed.password)).toMatchObject({
        status: 401,
        body: BAD_CREDENTIALS,
      });
    });
  });

  describe('POST /token/refresh/', () => {
    it('rotates: answers {access, refresh} with a new refresh token, and the one sent is spent', async () => {
      const { body } = await login(admin.email, admin.password);
      const response = await cms.requestJson<Tokens>('/token/refresh/', { json: { refresh: body.tokens.refresh } });
      expect(response.status).toBe(200);
      expect(Object.keys(response.body).sort()).toEqual(['access', 'refresh']);
      expect(response.body.refresh).not.toBe(body.tokens.refresh);
      expect((await cms.requestJson('/users/', { token: response.body.access })).status).toBe(200);
      // The new refresh token rotates in turn (both slash forms).
      const next = await cms.requestJson<Tokens>('/token/refresh', { json: { refresh: response.body.refresh } });
      expect(next.status).toBe(200);
      expect((await cms.requestJson('/users/', { token: next.body.access })).status).toBe(200);
    });

    it('ends the whole session when a spent refresh token comes back (a stolen copy)', async () => {
      const { body } = await login(admin.email, admin.password);
      const rotated = await cms.requestJson<Tokens>('/token/refresh/', { json: { refresh: body.tokens.refresh } });
      expect(rotated.status).toBe(200);
      expect(await cms.requestJson('/token/refresh/', { json: { refresh: body.tokens.refresh } })).toMatchObject({
        status: 401,
        body: BAD_REFRESH,
      });
      // The legitimate holder's newer tokens die with it: refresh and access alike.
      expect(await cms.requestJson('/token/refresh/', { json: { refresh: rotated.body.refresh } })).toMatchObject({
        status: 401,
        body: BAD_REFRESH,
      });
      expect((await cms.requestJson('/users/', { token: rotated.body.access })).status).toBe(401);
      // Another login of the same account is another session, untouched.
      expect((await cms.requestJson('/users/', { token: admin.token })).status).toBe(200);
    });

    it('lets only one of several simultaneous uses of one refresh token through', async () => {
      const { body } = await login(admin.email, admin.password);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          cms.requestJson<Tokens>('/token/refresh/', { json: { refresh: body.tokens.refresh } }),
        ),
      );
      const granted = answers.filter((answer) => answer.status === 200);
      expect(granted).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 401)).toHaveLength(4);
      // Those that came after the one let through presented a spent token: a replay, which ends the
      // session (the one new token included) as it always does.
    });

    it('refuses garbage, an access token, a forged token and a token signed for another session with 401', async () => {
      const { body } = await login(admin.email, admin.password);
      const now = Math.floor(Date.now() / 1000);
      const forged = signedToken(cms, {
        userId: String(admin.id),
        sessionId: 'no-such-session',
        type: 'refresh',
        iat: now,
        exp: now + 600,
      });
      for (const refresh of ['garbage', body.tokens.access, `${body.tokens.refresh}x`, forged]) {
        expect(await cms.requestJson('/token/refresh/', { json: { refresh } })).toMatchObject({
          status: 401,
          body: BAD_REFRESH,
        });
      }
    });

    it('refuses the refresh token of a blocked or deleted account', async () => {
      const blocked = await cms.createUser({ role: 'admin' });
      const blockedLogin = await login(blocked.email, blocked.password);
      await setUser(blocked.id, { blocked: true });
      expect(
        (await cms.requestJson('/token/refresh/', { json: { refresh: blockedLogin.body.tokens.refresh } })).status,
      ).toBe(401);

      const deleted = await cms.createUser({ role: 'admin' });
      const deletedLogin = await login(deleted.email, deleted.password);
      expect((await cms.request(`/users/${deleted.id}/delete/`, { method: 'DELETE', token: admin.token })).status).toBe(
        204,
      );
      expect(
        (await cms.requestJson('/token/refresh/', { json: { refresh: deletedLogin.body.tokens.refresh } })).status,
      ).toBe(401);
    });
  });

  describe('POST /logout/', () => {
    it('ends the session (204): its refresh token and its access tokens stop working at once', async () => {
      const { body } = await login(admin.email, admin.password);
      const response = await cms.request('/logout/', {
        json: { refresh: body.tokens.refresh },
        token: body.tokens.access,
      });
      expect(response.status).toBe(204);
      expect(await cms.requestJson('/token/refresh/', { json: { refresh: body.tokens.refresh } })).toMatchObject({
        status: 401,
        body: BAD_REFRESH,
      });
      expect(await cms.requestJson('/users/', { token: body.tokens.access })).toMatchObject({
        status: 401,
        body: { code: 'token_not_valid' },
      });
      // Strapi's router ignores case; the check of ended sessions does too.
      for (const path of ['/API/users/', '/Api/USERS']) {
        const upper = await fetch(`${cms.url}${path}`, { headers: { authorization: `Bearer ${body.tokens.access}` } });
        expect(upper.status, path).toBe(401);
      }
      // Other sessions of the same account go on.
      expect((await cms.requestJson('/users/', { token: admin.token })).status).toBe(200);
    });

    it('ends a rotated session too, whichever of its access tokens is sent', async () => {
      const { body } = await login(admin.email, admin.password);
      const rotated = await cms.requestJson<Tokens>('/token/refresh/', { json: { refresh: body.tokens.refresh } });
      expect(
        (await cms.request('/logout', { json: { refresh: rotated.body.refresh }, token: body.tokens.access })).status,
      ).toBe(204);
      expect((await cms.requestJson('/users/', { token: rotated.body.access })).status).toBe(401);
      expect((await cms.requestJson('/token/refresh/', { json: { refresh: rotated.body.refresh } })).status).toBe(401);
    });

    it('needs a live access token, a refresh field, and a refresh token of the same account; refusals end nothing', async () => {
      const { body } = await login(admin.email, admin.password);
      const other = await cms.createUser({ role: 'authenticated' });
      expect(await cms.requestJson('/logout/', { json: { refresh: body.tokens.refresh } })).toMatchObject({
        status: 401,
        body: { detail: 'Authentication credentials were not provided.' },
      });
      expect(
        (await cms.requestJson('/logout/', { json: { refresh: body.tokens.refresh }, token: 'garbage' })).status,
      ).toBe(401);
      expect(await cms.requestJson('/logout/', { json: {}, token: body.tokens.access })).toMatchObject({
        status: 400,
        body: { refresh: ['This field is required.'] },
      });
      expect(
        await cms.requestJson('/logout/', { json: { refresh: body.tokens.refresh }, token: other.token }),
      ).toMatchObject({ status: 401, body: BAD_REFRESH });
      expect((await cms.requestJson('/token/refresh/', { json: { refresh: body.tokens.refresh } })).status).toBe(200);
    });
  });

  describe('blocking or deleting an account', () => {
    it('ends its sessions at once: access and refresh tokens alike', async () => {
      for (const end of ['block', 'delete'] as const) {
        const user = await cms.createUser({ role: 'admin' });
        const { body } = await login(user.email, user.password);
        if (end === 'block')
          await cms.strapi
            .documents('plugin::users-permissions.user')
            .update({ documentId: user.documentId, data: { blocked: true } });
        else
          expect(
            (await cms.request(`/users/${user.id}/delete/`, { method: 'DELETE', token: admin.token })).status,
          ).toBe(204);
        const sessions = await cms.strapi.db
          .query('admin::session')
          .count({ where: { userId: String(user.id), origin: 'users-permissions' } });
        expect(sessions, end).toBe(0);
        expect((await cms.requestJson('/users/', { token: body.tokens.access })).status, end).toBe(401);
        expect((await cms.requestJson('/token/refresh/', { json: { refresh: body.tokens.refresh } })).status, end).toBe(
          401,
        );
      }
    });
  });

  describe('Cache-Control', () => {
    it('is no-store on every authenticated answer and every login, refresh and logout answer', async () => {
      const { headers, body } = await login(admin.email, admin.password);
      expect(headers.get('cache-control')).toBe('no-store');
      const answers = [
        await cms.request('/users/', { token: admin.token }),
        await cms.request('/contact-requests/', { token: admin.token }),
        await cms.request('/doctors/', { token: admin.token }),
        await cms.request('/users/', { token: 'garbage' }),
        await cms.request('/login/', { json: { email: admin.email, password: 'wrong' } }),
        await cms.request('/token/refresh/', { json: { refresh: body.tokens.refresh } }),
        await cms.request('/logout/', { json: { refresh: 'x' }, token: admin.token }),
      ];
      expect(answers.map((answer) => answer.headers.get('cache-control'))).toEqual(answers.map(() => 'no-store'));
      // A login written in capitals reaches the same controller: its tokens are never kept either.
      const upper = await fetch(`${cms.url}/API/LOGIN/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: admin.email, password: admin.password }),
      });
      expect(upper.status).toBe(200);
      expect(upper.headers.get('cache-control')).toBe('no-store');
    });
  });

  describe('GET /users/', () => {
    it('lists every account newest first as {id, email, role, is_active, created_at}', async () => {
      const user = await cms.createUser({ role: 'authenticated' });
      const response = await cms.requestJson<Array<Record<string, unknown>>>('/users/', { token: admin.token });
      expect(response.status).toBe(200);
      expect(response.body[0]).toEqual({
        id: user.id,
        email: user.email,
        role: 'user',
        is_active: true,
        created_at: expect.stringMatching(ISO_TIME),
      });
      expect(response.body.find((row) => row.id === admin.id)).toMatchObject({ role: 'admin', is_active: true });
      const times = response.body.map((row) => row.created_at as string);
      expect([...times].sort().reverse()).toEqual(times);
      expect((await cms.requestJson('/users', { token: admin.token })).body).toEqual(response.body);
    });

    it('shows blocked accounts as inactive', async () => {
      const blocked = await cms.createUser({ role: 'admin' });
      await setUser(blocked.id, { blocked: true });
      const { body } = await cms.requestJson<Array<{ id: number; is_active: boolean }>>('/users/', {
        token: admin.token,
      });
      expect(body.find((row) => row.id === blocked.id)?.is_active).toBe(false);
    });
  });

  describe('an expired access token', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is a 401, and the refresh token gets a working one', async () => {
      const { body } = await login(admin.email, admin.password);
      expect((await cms.requestJson('/users/', { token: body.tokens.access })).status).toBe(200);
      // Strapi runs in this thread: moving its clock past the access token's 10 minutes expires it.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60 * 1000 });
      expect(await cms.requestJson('/users/', { token: body.tokens.access })).toMatchObject({
        status: 401,
        body: { detail: 'Given token not valid for any token type' },
      });
      const refreshed = await cms.requestJson<Tokens>('/token/refresh/', { json: { refresh: body.tokens.refresh } });
      expect(refreshed.status).toBe(200);
      expect((await cms.requestJson('/users/', { token: refreshed.body.access })).status).toBe(200);
    });
  });

  describe('POST /signup/ and DELETE /users/{id}/delete/', () => {
    it('creates an admin who can log in, and deletes them', async () => {
      const response = await cms.requestJson<{ user: { id: number } }>('/signup/', {
        json: { email: 'new.admin@example.com', password: 'secret-1' },
        token: admin.token,
      });
      expect(response).toMatchObject({ status: 201 });
      expect(response.body).toEqual({
        user: {
          id: expect.any(Number),
          email: 'new.admin@example.com',
          role: 'admin',
          is_active: true,
          created_at: expect.stringMatching(ISO_TIME),
        },
      });
      const session = await login('new.admin@example.com', 'secret-1');
      expect(session.body.user.role).toBe('admin');

      expect(
        (await cms.request(`/users/${response.body.user.id}/delete`, { method: 'DELETE', token: admin.token })).status,
      ).toBe(204);
      expect((await login('new.admin@example.com', 'secret-1')).status).toBe(401);
      expect((await cms.requestJson('/users/', { token: session.body.tokens.access })).status).toBe(401);
    });

    it('creates a default user with role "user"', async () => {
      const response = await cms.requestJson('/signup', {
        json: { email: 'staff@example.com', password: 'secret-1', role: 'user' },
        token: admin.token,
      });
      expect(response).toMatchObject({ status: 201, body: { user: { role: 'user' } } });
      expect((await login('staff@example.com', 'secret-1')).body.user.role).toBe('user');
    });
  });
});
