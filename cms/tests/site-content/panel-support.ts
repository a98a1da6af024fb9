import type { RunningCms } from '@hospital/test-support/harness';

/** One call to Strapi's panel API (its own routes, not the legacy /api), with the panel user's token. */
export async function panelRequest(
  cms: RunningCms,
  method: string,
  path: string,
  token?: string,
  json?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${cms.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: json !== undefined ? JSON.stringify(json) : undefined,
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // Not JSON (a refusal in plain text): the status says enough.
  }
  return { status: response.status, body };
}

/** A new panel user with that role, logged in to Strapi's panel as a person would: its access token. */
export async function panelLogin(cms: RunningCms, roleId: number, email: string, password: string): Promise<string> {
  await (cms.strapi.service('admin::user') as { create(a: Record<string, unknown>): Promise<unknown> }).create({
    email,
    firstname: 'Test',
    lastname: 'User',
    password,
    registrationToken: null,
    isActive: true,
    roles: [roleId],
  });
  const response = await fetch(`${cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { data: { token?: string; accessToken?: string } };
  return (body.data.token ?? body.data.accessToken)!;
}
