import type { Core } from '@strapi/strapi';
// The document's builder is not in the package's index, which the site's bundle reads.
import { openApiDocument } from '@hospital/contract/dist/openapi';

/**
 * The document is built once per process: it depends only on the endpoint table and the REST
 * prefix, neither of which changes while the CMS runs.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  let document: string | undefined;
  return {
    document(ctx: { body: unknown; type: string; set: (name: string, value: string) => void }) {
      document ??= JSON.stringify(
        openApiDocument(String(strapi.config.get('api.rest.prefix', '/api')).replace(/\/+$/, '')),
      );
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.type = 'application/json';
      ctx.body = document;
    },
  };
};
