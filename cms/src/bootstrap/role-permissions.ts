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
  const service = strapi.plugin('users-permissions').service('users-permissions') as UsersPermissionsService;
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

/**
 * Makes the role's `api::` permissions exactly `actions`: missing rows are created, any other
 * `api::` row (and any duplicate) is deleted. Plugin permissions (`plugin::...`) are left alone.
 */
export async function setApiPermissions(
  strapi: Core.Strapi,
  roleId: number,
  actions: Iterable<string>,
): Promise<PermissionChanges> {
  const wanted = new Set(actions);
  const rows = (await strapi.db.query(PERMISSION_UID).findMany({
    where: { role: { id: roleId }, action: { $startsWith: API_PREFIX } },
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
