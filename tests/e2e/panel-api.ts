import type { Page } from '@playwright/test';
import { CMS_URL } from './browser';

/** The seeded panel editor (Strapi's own admin users, not the site's accounts). */
export const EDITOR = {
  email: process.env.SEED_EDITOR_EMAIL ?? 'editor@example.com',
  password: process.env.SEED_EDITOR_PASSWORD ?? 'Editor-password1',
};

/** Signs in to Strapi's panel in the browser, as a person does, and waits for its home page. */
export async function signInToPanel(page: Page, account: { email: string; password: string } = EDITOR): Promise<void> {
  await page.goto(`${CMS_URL}/admin/auth/login`);
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: /^Login$/ }).click();
  await page.waitForURL(/\/admin(\/)?$/, { timeout: 60_000 });
}

/** The developer's super admin of the panel: the one who invites translators. */
export const SUPER_ADMIN = {
  email: process.env.SEED_SUPERADMIN_EMAIL ?? 'superadmin@example.com',
  password: process.env.SEED_SUPERADMIN_PASSWORD ?? 'Superadmin-password1',
};

/** Strapi's panel API (/admin, /content-manager): what the panel's screens call. */
export async function panelCall<T>(
  method: string,
  path: string,
  token?: string,
  json?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${CMS_URL}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: json !== undefined ? JSON.stringify(json) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export async function panelLogin(account = EDITOR): Promise<string> {
  const { status, body } = await panelCall<{ data?: { token?: string; accessToken?: string } }>(
    'POST',
    '/admin/login',
    undefined,
    account,
  );
  const token = body.data?.token ?? body.data?.accessToken;
  if (status !== 200 || !token) throw new Error(`Panel login of ${account.email} answered ${status}`);
  return token;
}

/**
 * A new panel user with a translator's role, invited as the super admin does it in Settings →
 * Users and registered through the invitation, as the translator does: their e-mail and password.
 */
export async function inviteTranslator(language: 'bn' | 'hi'): Promise<{ email: string; password: string }> {
  const superAdmin = await panelLogin(SUPER_ADMIN);
  const roles = await panelCall<{ data: Array<{ id: number; code: string }> }>('GET', '/admin/roles', superAdmin);
  const role = roles.body.data.find((candidate) => candidate.code === `translator-${language}`);
  if (!role) throw new Error(`No role translator-${language} (${roles.status})`);
  const email = `translator-${language}-${Date.now()}@example-hospital.in`;
  const invited = await panelCall<{ data?: { registrationToken?: string } }>('POST', '/admin/users', superAdmin, {
    firstname: 'Test',
    lastname: 'Translator',
    email,
    roles: [role.id],
  });
  const registrationToken = invited.body.data?.registrationToken;
  if (invited.status !== 201 || !registrationToken) throw new Error(`Inviting ${email} answered ${invited.status}`);
  const password = 'Translator-password1';
  const registered = await panelCall('POST', '/admin/register', undefined, {
    registrationToken,
    userInfo: { firstname: 'Test', lastname: 'Translator', password },
  });
  if (registered.status !== 200) throw new Error(`Registering ${email} answered ${registered.status}`);
  return { email, password };
}

type Entry = Record<string, unknown> & { documentId: string; id: number };

/** The editable fields of an entry as the Content Manager returns it (system fields dropped). */
function editable(entry: Entry): Record<string, unknown> {
  const {
    id: _id,
    documentId: _documentId,
    createdAt: _c,
    updatedAt: _u,
    publishedAt: _p,
    createdBy: _cb,
    updatedBy: _ub,
    locale: _l,
    localizations: _ls,
    ...fields
  } = entry;
  return fields;
}

/** Reads a collection type's entry by id through the Content Manager. */
export async function findEntry(token: string, uid: string, id: number): Promise<Entry> {
  const { status, body } = await panelCall<{ results: Entry[] }>(
    'GET',
    `/content-manager/collection-types/${uid}?page=1&pageSize=100&sort=id:ASC`,
    token,
  );
  const entry = body.results?.find((candidate) => candidate.id === id);
  if (status !== 200 || !entry) throw new Error(`${uid} #${id} not found through the Content Manager (${status})`);
  return entry;
}

/** Saves changed fields of a collection entry, as the panel's Save button does. */
export async function saveEntry(
  token: string,
  uid: string,
  entry: Entry,
  changes: Record<string, unknown>,
): Promise<void> {
  const { status, body } = await panelCall(
    'PUT',
    `/content-manager/collection-types/${uid}/${entry.documentId}`,
    token,
    { ...editable(entry), ...changes },
  );
  if (status !== 200) throw new Error(`Saving ${uid} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
}

export async function findSingle(token: string, uid: string): Promise<Entry> {
  const { status, body } = await panelCall<{ data: Entry }>('GET', `/content-manager/single-types/${uid}`, token);
  if (status !== 200) throw new Error(`${uid} answered ${status} through the Content Manager`);
  return body.data;
}

export async function saveSingle(
  token: string,
  uid: string,
  entry: Entry,
  changes: Record<string, unknown>,
): Promise<void> {
  const { status, body } = await panelCall('PUT', `/content-manager/single-types/${uid}`, token, {
    ...editable(entry),
    ...changes,
  });
  if (status !== 200) throw new Error(`Saving ${uid} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
}
