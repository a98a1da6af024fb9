/**
 * GET /api/health: liveness and readiness in one answer. No authentication, so the compose
 * health check, the start script and a load balancer can poll it; it reveals nothing but
 * whether this instance can reach its database.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/health',
      handler: 'health.check',
      config: { auth: false, policies: [], middlewares: [] },
    },
  ],
};
