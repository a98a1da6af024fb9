import { legacyRouter } from '../../../legacy/routes';

/** GET /api/openapi.json: the legacy API's OpenAPI 3.1 document, for anyone (DESIGN.md). */
export default legacyRouter('openapi');
