import { CMS_URL } from './browser';

/** The seeded panel editor (Strapi's own admin users, not the site's accounts). */
export const EDITOR = {
  email: process.env.SEED_EDITOR_EMAIL ?? 'editor@example.com',
  password: process.env.SEED_EDITOR_PASSWORD ?? 'Editor-password1',
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
