import { legacyRouter } from '../../../legacy/routes';

/**
 * GET /api/health: liveness and readiness in one answer. No authentication, so the compose
 * health check, the start script and a load balancer can poll it; it reveals nothing but
 * whether this instance can reach its database. Declared in the contract's endpoint table.
 */
export default legacyRouter('health');
