import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isTranslated } from '../legacy/localise';

/**
 * Closes a gap in Strapi's per-locale permissions. The Content Manager checks a locale condition
 * against an existing version only: creating a new document, or a new language of one (a PUT
 * with `?locale=hi`), is checked against the type alone (`permissionChecker.cannot.create()`), so
 * a Bengali translator could write the Hindi (or English) version of an entry that has none yet.
 * Seen on Postgres; on SQLite Strapi happened to refuse it, which hid the gap. Every create and
 * update a panel user makes through the Document Service is checked here against its locale.
 */

const CREATE = 'plugin::content-manager.explorer.create';
const UPDATE = 'plugin::content-manager.explorer.update';

interface Ability {
  can(action: string, subject: unknown): boolean;
}
interface PermissionService {
  createPermissionsManager(options: { ability: Ability; model: string }): {
    toSubject(entity: Record<string, unknown>, model: string): unknown;
  };
}

/** The panel user's abilities, on a request to Strapi's admin routes; none for the legacy API and the seed. */
function panelAbility(strapi: Core.Strapi): Ability | undefined {
  const state = (strapi.requestContext.get() as { state?: { userAbility?: Ability } } | undefined)?.state;
  return state?.userAbility;
}

export function enforceLocalePermissions(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.action !== 'create' && context.action !== 'update') return next();
    if (!isTranslated(strapi, context.uid)) return next();
    const ability = panelAbility(strapi);
    if (!ability) return next();
    const params = context.params as { locale?: unknown };
    const locale = typeof params.locale === 'string' ? params.locale : await defaultLocale(strapi);
    const subject = (strapi.service('admin::permission') as PermissionService)
      .createPermissionsManager({ ability, model: context.uid })
      .toSubject({ locale }, context.uid);
    // An update may create the language's version (the panel's "create new locale"): either right will do there.
    const allowed = ability.can(CREATE, subject) || (context.action === 'update' && ability.can(UPDATE, subject));
    if (!allowed) throw new errors.ForbiddenError(`You cannot write the "${locale}" version of this entry.`);
    return next();
  });
}

async function defaultLocale(strapi: Core.Strapi): Promise<string> {
  const locales = strapi.plugin('i18n').service<{ getDefaultLocale(): Promise<string | undefined> }>('locales');
  return (await locales.getDefaultLocale()) ?? 'en';
}
