import type { Core } from '@strapi/strapi';
import type { Language, SearchAnswer } from '@hospital/contract';
import { sharedState } from '../../../cache/shared-state';
import { siteDocuments } from '../documents';
import { SiteIndex } from '../engine/site-index';

interface KeptIndex {
  readonly generation: number;
  readonly index: Promise<SiteIndex>;
}

/**
 * The site's pages indexed in memory, one index per language, each tagged with the content
 * generation it was built at (cache/generation.ts, the number the public read cache serves by).
 * A search first reads the current generation (with Redis, the one every instance shares), and an
 * index of another generation is built again before it answers: an edit on any instance is found
 * by the next search after it, on every instance. Searches arriving while it is built wait for
 * that one build.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const kept = new Map<Language, KeptIndex>();

  const build = (language: Language) => siteDocuments(strapi, language).then((documents) => new SiteIndex(documents));

  async function indexFor(language: Language): Promise<SiteIndex> {
    let generation: number;
    try {
      generation = await sharedState(strapi).readCache.generation.current();
    } catch (error) {
      // Redis unreachable: whether anything changed is unknown, so answer from the database now.
      strapi.log.warn(`Search index generation unknown: ${error instanceof Error ? error.message : String(error)}`);
      return build(language);
    }
    const current = kept.get(language);
    if (current?.generation === generation) return current.index;
    const next: KeptIndex = { generation, index: build(language) };
    kept.set(language, next);
    // A failed build is not kept: the next search tries again.
    next.index.catch(() => kept.get(language) === next && kept.delete(language));
    return next.index;
  }

  return {
    /** One page of results for a query already bounded (engine/query.ts). */
    async find(query: string, page: number, language: Language): Promise<SearchAnswer> {
      return (await indexFor(language)).find(query, page);
    },
  };
};
