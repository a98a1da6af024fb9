import type { Core } from '@strapi/strapi';
import type { Generation } from './generation';

/** Document Service actions that change nothing. */
const READ_ACTIONS = new Set(['findMany', 'findFirst', 'findOne', 'count']);

/**
 * Types no public answer is built from: their writes leave the public answers as they were. A
 * patient's contact request is the common case; it must not drop every cached answer (anyone can
 * send one, and a stream of them would make every public read a database read). A booking of an
 * OPD session is the same: the places left are read uncached (GET /opd-sessions/).
 */
const NOT_IN_PUBLIC_ANSWERS = new Set<string>([
  'api::contact-request.contact-request',
  'api::opd-booking.opd-booking',
  'api::cost-estimate.cost-estimate',
  'api::cost-estimate.cost-estimate-revision',
]);

/**
 * Every change of a hospital content type — a legacy write, Strapi's Content Manager, the seed —
 * goes through the Document Service: advance the generation after the action (its transaction has
 * committed by then) and before the caller acknowledges anything.
 */
export function invalidateOnDocumentWrites(strapi: Core.Strapi, generation: Generation): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (context.uid.startsWith('api::') && !NOT_IN_PUBLIC_ANSWERS.has(context.uid) && !READ_ACTIONS.has(context.action))
      await generation.advance();
    return result;
  });
}

/**
 * The Media Library (replacing or deleting a file) and the public role's permissions change rows
 * the Document Service never sees: their database lifecycles advance the generation too.
 */
export function invalidateOnMediaAndPermissionChanges(strapi: Core.Strapi, generation: Generation): void {
  const advance = async (): Promise<void> => generation.advance();
  strapi.db.lifecycles.subscribe({
    models: ['plugin::upload.file', 'plugin::users-permissions.permission'],
    afterUpdate: advance,
    afterUpdateMany: advance,
    afterDelete: advance,
    afterDeleteMany: advance,
    afterCreate: advance,
  });
}
