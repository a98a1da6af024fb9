import type { Core, UID } from '@strapi/strapi';
import { LANGUAGES } from '@hospital/contract';
import { isTranslated } from '../legacy/localise';
import { SUPER_ADMIN_ONLY_TYPES } from './super-admin-only';
import { READ_MISSING_TRANSLATIONS } from './missing-translations-route';

/**
 * Least privilege in Strapi's own panel. The hospital's editors get the "Editor" role: the
 * Content Manager on every hospital content type but the patients' requests (super-admin-only.ts) and the
 * Media Library, the "Missing translations" page, and nothing else — no
 * Settings (roles, users, API tokens, webhooks), no Content-Type Builder, no Marketplace. The
 * role's permissions are brought back to exactly this on every start, so a permission ticked by
 * hand cannot quietly stay; the developer's separate super admin keeps every right.
 */

const EDITOR_ROLE = {
  code: 'strapi-editor',
  name: 'Editor',
  description:
    "The hospital's editors: every page's content and the Media Library; no patients' requests, settings, roles or content types.",
} as const;

/** The Media Library actions an editor needs: browse, upload, replace and describe (alternative text), download, copy links. */
const MEDIA_LIBRARY_ACTIONS = [
  'plugin::upload.read',
  'plugin::upload.configure-view',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
] as const;

export interface PanelPermission {
  action: string;
  subject?: string | null;
  properties?: Record<string, unknown>;
  conditions?: string[];
}
export interface RoleRow {
  id: number;
  code: string;
}
export interface PanelRoleService {
  assignPermissions(roleId: number, permissions: PanelPermission[]): Promise<unknown>;
  create(attributes: Record<string, unknown>): Promise<RoleRow>;
}
interface ContentTypeService {
  getPermissionsWithNestedFields(actions: unknown[], options: { restrictedSubjects: string[] }): PanelPermission[];
}
interface ActionProvider {
  values(): Array<{ section: string; actionId: string }>;
}

/** The Content Manager's actions on every `api::` content type but the desk's, with every field (Strapi's own helper builds the field lists). */
function contentManagerPermissions(strapi: Core.Strapi): PanelPermission[] {
  const actionProvider = (strapi.service('admin::permission') as { actionProvider: ActionProvider }).actionProvider;
  const contentTypeActions = actionProvider.values().filter((action) => action.section === 'contentTypes');
  const notHospitalTypes = Object.keys(strapi.contentTypes).filter(
    (uid) => !uid.startsWith('api::') || SUPER_ADMIN_ONLY_TYPES.includes(uid),
  );
  return (strapi.service('admin::content-type') as ContentTypeService)
    .getPermissionsWithNestedFields(contentTypeActions, { restrictedSubjects: notHospitalTypes })
    .filter(
      (permission) => permission.subject?.startsWith('api::') && !SUPER_ADMIN_ONLY_TYPES.includes(permission.subject),
    );
}

/**
 * Editors work in every language: on a translated type, a permission without its `locales` would
 * allow none (Strapi's per-locale permissions; the translators' roles, translator-roles.ts, name one).
 */
function inEveryLanguage(strapi: Core.Strapi, permission: PanelPermission): PanelPermission {
  if (!permission.subject || !isTranslated(strapi, permission.subject as UID.ContentType)) return permission;
  return { ...permission, properties: { ...permission.properties, locales: [...LANGUAGES] } };
}

export function editorPermissions(strapi: Core.Strapi): PanelPermission[] {
  return [
    ...contentManagerPermissions(strapi).map((permission) => inEveryLanguage(strapi, permission)),
    ...MEDIA_LIBRARY_ACTIONS.map((action) => ({ action, conditions: [] })),
    // The "Missing translations" page: what the Bengali and Hindi pages still show in English.
    { action: READ_MISSING_TRANSLATIONS, conditions: [] },
  ];
}

/** The Editor role (Strapi creates one on a fresh database; ours is brought to the policy above). */
export async function ensurePanelEditorRole(strapi: Core.Strapi): Promise<RoleRow> {
  const existing = (await strapi.db
    .query('admin::role')
    .findOne({ where: { code: EDITOR_ROLE.code } })) as RoleRow | null;
  const role = existing ?? (await (strapi.service('admin::role') as PanelRoleService).create({ ...EDITOR_ROLE }));
  await strapi.db
    .query('admin::role')
    .update({ where: { id: role.id }, data: { name: EDITOR_ROLE.name, description: EDITOR_ROLE.description } });
  await (strapi.service('admin::role') as PanelRoleService).assignPermissions(role.id, editorPermissions(strapi));
  return role;
}
