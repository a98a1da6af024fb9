import { createRateLimit } from '../legacy/rate-limit';

/** Route middleware of POST /login/: LOGIN_RATE_LIMIT_MAX attempts per LOGIN_RATE_LIMIT_WINDOW seconds per client address. */
export default () => createRateLimit('login');
