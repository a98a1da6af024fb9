import type { Core } from '@strapi/strapi';

const PERMISSION_UID = 'plugin::users-permissions.permission';
const API_PREFIX = 'api::';

interface PermissionRow {
  id: number;
  action: string;
}

/** users-permissions' map of content-API actions: `{ 'api::doctor': { controllers: { doctor: { find: {...} } } } }`. */
type ActionMap = Record<string, { controllers: Record<string, Record<string, unknown>> }>;

interface UsersPermissionsService {
  getActions(): ActionMap;
}

/** Every `api::` action the loaded APIs expose to the content API (what the panel's Roles screen lists). */
export function knownApiActions(strapi: Core.Strapi): string[] {
  const service = strapi.plugin('users-permissions').service<UsersPermissionsService>('users-permissions');
  return Object.entries(service.getActions())
    .filter(([apiName]) => apiName.startsWith(API_PREFIX))
    .flatMap(([apiName, { controllers }]) =>
      Object.entries(controllers).flatMap(([controller, handlers]) =>
        Object.keys(handlers).map((handler) => `${apiName}.${controller}.${handler}`),
      ),
    );
}

export interface PermissionChanges {
  granted: string[];
  revoked: string[];
}

/** Which of a role's permissions `setPermissions` manages: its content-API ones, or all of them. */
export type PermissionScope = 'content-api' | 'all';

/**
 * Makes the role's permissions within `scope` exactly `actions`: missing rows are created, any
 * other row in scope (and any duplicate) is deleted. With 'content-api', plugin permissions
 * (`plugin::...`) are left alone.
 */
export async function setPermissions(
  strapi: Core.Strapi,
  roleId: number,
  actions: Iterable<string>,
  scope: PermissionScope,
): Promise<PermissionChanges> {
  const wanted = new Set(actions);
  const rows = (await strapi.db.query(PERMISSION_UID).findMany({
    where: { role: { id: roleId }, ...(scope === 'content-api' ? { action: { $startsWith: API_PREFIX } } : {}) },
    select: ['id', 'action'],
    orderBy: { id: 'asc' },
  })) as PermissionRow[];

  const kept = new Set<string>();
  const surplus: PermissionRow[] = [];
  for (const row of rows) {
    if (wanted.has(row.action) && !kept.has(row.action)) kept.add(row.action);
    else surplus.push(row);
  }
  if (surplus.length > 0) {
    await strapi.db.query(PERMISSION_UID).deleteMany({ where: { id: { $in: surplus.map((row) => row.id) } } });
  }

  const granted = [...wanted].filter((action) => !kept.has(action)).sort();
  for (const action of granted) {
    await strapi.db.query(PERMISSION_UID).create({ data: { action, role: roleId } });
  }
  return { granted, revoked: [...new Set(surplus.map((row) => row.action))].filter((a) => !wanted.has(a)).sort() };
}
