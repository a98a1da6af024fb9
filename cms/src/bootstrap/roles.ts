import type { Core } from '@strapi/strapi';
import { ADMIN_ROLE } from './access-policy';

const ROLE_UID = 'plugin::users-permissions.role';

export interface RoleRow {
  id: number;
  type: string;
}

/** users-permissions creates `public` and `authenticated` in its own bootstrap, before ours runs. */
export async function findRole(strapi: Core.Strapi, type: string): Promise<RoleRow> {
  const role = (await strapi.db.query(ROLE_UID).findOne({ where: { type } })) as RoleRow | null;
  if (!role) throw new Error(`The users-permissions role "${type}" is missing.`);
  return role;
}

export async function ensureAdminRole(strapi: Core.Strapi): Promise<RoleRow> {
  const existing = (await strapi.db.query(ROLE_UID).findOne({ where: { type: ADMIN_ROLE.type } })) as RoleRow | null;
  if (existing) return existing;
  return (await strapi.db.query(ROLE_UID).create({ data: { ...ADMIN_ROLE } })) as RoleRow;
}
