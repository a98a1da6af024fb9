import type { Core, UID } from '@strapi/strapi';
import type { Language } from '@hospital/contract';
import { isTranslated, translatedFields } from '../legacy/localise';
import type { PanelPermission, PanelRoleService, RoleRow } from './panel-roles';

/**
 * The translators' roles in Strapi's panel, one per language, through Strapi's per-locale
 * permissions: a translator reads every field of the English entry (to translate from) and of
 * their own language's, and creates and updates their own language only, in the fields that hold
 * words (and the native-speaker review mark). Shared fields (pictures, links, numbers, dates) stay the editors':
 * Strapi copies a shared field from one locale to all others, so a translator could otherwise
 * change the English page. No deleting, no Media Library uploads, no settings.
 * Brought back to exactly this on every start.
 */

const READ = 'plugin::content-manager.explorer.read';
const CREATE = 'plugin::content-manager.explorer.create';
const UPDATE = 'plugin::content-manager.explorer.update';

export const TRANSLATOR_ROLES: ReadonlyArray<{ code: string; name: string; language: Language; description: string }> =
  [
    {
      code: 'translator-bn',
      name: 'Translator (Bengali)',
      language: 'bn',
      description: 'Translates the site into Bengali: reads English, writes the Bengali version of the texts only.',
    },
    {
      code: 'translator-hi',
      name: 'Translator (Hindi)',
      language: 'hi',
      description: 'Translates the site into Hindi: reads English, writes the Hindi version of the texts only.',
    },
  ];

/** The hospital's translated types, i.e. the ones a visitor reads. */
export function translatedTypes(strapi: Core.Strapi): UID.ContentType[] {
  return (Object.keys(strapi.contentTypes) as UID.ContentType[]).filter(
    (uid) => uid.startsWith('api::') && isTranslated(strapi, uid),
  );
}

interface ContentTypeService {
  getNestedFields(model: unknown, options: { components: unknown }): string[];
}

/**
 * Every field of a type, a component's fields by their dotted path, as Strapi's Roles screen
 * names them. The panel shows a field only when the user's read permission names it: a read
 * without `fields` shows every field as "No permissions to see this field" (issue 38).
 */
function everyField(strapi: Core.Strapi, subject: UID.ContentType): string[] {
  return (strapi.service('admin::content-type') as ContentTypeService).getNestedFields(strapi.contentType(subject), {
    components: strapi.components,
  });
}

export function translatorPermissions(strapi: Core.Strapi, language: Language): PanelPermission[] {
  return translatedTypes(strapi).flatMap((subject) => {
    const fields = [...translatedFields(strapi, subject), 'reviewed_by_native_speaker'];
    return [
      {
        action: READ,
        subject,
        properties: { fields: everyField(strapi, subject), locales: ['en', language] },
        conditions: [],
      },
      { action: CREATE, subject, properties: { fields, locales: [language] }, conditions: [] },
      { action: UPDATE, subject, properties: { fields, locales: [language] }, conditions: [] },
    ];
  });
}

export async function ensureTranslatorRoles(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.service('admin::role') as PanelRoleService;
  for (const { code, name, description, language } of TRANSLATOR_ROLES) {
    const existing = (await strapi.db.query('admin::role').findOne({ where: { code } })) as RoleRow | null;
    const role = existing ?? (await roles.create({ code, name, description }));
    await strapi.db.query('admin::role').update({ where: { id: role.id }, data: { name, description } });
    await roles.assignPermissions(role.id, translatorPermissions(strapi, language));
  }
}
