import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import type { Language, SearchAnswer } from '@hospital/contract';
import { askedLanguage } from '../../../legacy/localise';
import { requestedPage, searchedQuery } from '../engine/query';

interface SearchService {
  find(query: string, page: number, language: Language): Promise<SearchAnswer>;
}

/**
 * GET /search/?q=&page=&locale= (issue 44): the site's pages that match the patient's words. An
 * empty query or a page that cannot be (`0`, `999`, `abc`) is answered with no results, not an
 * error: it is what a patient typed or a link they followed, and the page says "nothing found".
 * An unknown `locale` is a 400, as on every public read.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const language = askedLanguage(ctx);
    const query = searchedQuery(ctx.query.q);
    const page = requestedPage(ctx.query.page);
    const answer: SearchAnswer =
      query === '' || page === null
        ? { query, total: 0, page: page ?? 1, results: [] }
        : await (strapi.service('api::search.search') as unknown as SearchService).find(query, page, language);
    ctx.body = answer;
  },
});
