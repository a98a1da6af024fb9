import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED_MESSAGE } from '@hospital/contract';
import { api, apiUrl } from './client';
import { ApiError } from './errors';
import { onSessionExpired, readSession, saveSession } from './session';
import { API } from '../../test/handlers';
import { server } from '../../test/server';
import { tokens } from '@hospital/test-support/site/fixtures';

describe('api client', () => {
  it('reads a public list without sending a token', async () => {
    saveSession(tokens.adminAccess, tokens.adminRefresh, 'admin');
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${API}/news/list/`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json([]);
      }),
    );
    await expect(api.get('/news/list/')).resolves.toEqual([]);
    expect(authorization).toBeNull();
  });

  it('sends the bearer token on authenticated calls', async () => {
    saveSession(tokens.adminAccess, tokens.adminRefresh, 'admin');
    await expect(api.get('/users/', { authenticated: true })).resolves.toHaveLength(2);
  });

  it('keeps the server detail and field errors of a refused call', async () => {
    saveSession(tokens.adminAccess, tokens.adminRefresh, 'admin');
    server.use(
      http.post(`${API}/signup/`, () =>
        HttpResponse.json({ email: ['user with this email already exists.'] }, { status: 400 }),
      ),
    );
    const error = await api
      .post('/signup/', { email: 'a@b.c', password: 'secret1' }, { authenticated: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).firstFieldError('email', 'password')).toBe('user with this email already exists.');
  });

  it('reports an unreachable server as a network error (status 0)', async () => {
    server.use(http.get(`${API}/banners/`, () => HttpResponse.error()));
    const error = (await api.get('/banners/').catch((e: unknown) => e)) as ApiError;
    expect(error.isNetworkError).toBe(true);
  });

  it('trades the refresh token once for new tokens, keeps the rotated refresh token, and retries', async () => {
    saveSession(tokens.expiredAccess, tokens.adminRefresh, 'admin');
    const refreshCalls = vi.fn();
    server.use(
      http.post(`${API}/token/refresh/`, () => {
        refreshCalls();
        return HttpResponse.json({ access: tokens.adminAccess, refresh: 'rotated-refresh' });
      }),
    );
    const [a, b] = await Promise.all([
      api.get('/users/', { authenticated: true }),
      api.get('/contact-requests/', { authenticated: true }),
    ]);
    expect(a).toHaveLength(2);
    expect(b).toHaveLength(3);
    expect(refreshCalls).toHaveBeenCalledTimes(1);
    expect(readSession()).toEqual({ access: tokens.adminAccess, refresh: 'rotated-refresh', role: 'admin' });
  });

  it('ends the session when the refresh token is refused', async () => {
    saveSession(tokens.expiredAccess, 'stale-refresh', 'admin');
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    const error = (await api.get('/users/', { authenticated: true }).catch((e: unknown) => e)) as ApiError;
    stop();
    expect(error.status).toBe(401);
    expect(error.message).toBe(SESSION_EXPIRED_MESSAGE);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(readSession()).toEqual({ access: null, refresh: null, role: null });
  });

  it('keeps the query of a server paging link and lets explicit values win', () => {
    expect(apiUrl('http://cms.example/api/doctors/?page=2&page_size=5', { page_size: 10 })).toBe(
      'http://cms.example/api/doctors/?page=2&page_size=10',
    );
    expect(apiUrl('/doctors/', { type: 'doctor', search: undefined })).toMatch(/\/api\/doctors\/\?type=doctor$/);
  });
});
