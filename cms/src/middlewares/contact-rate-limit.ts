import { createRateLimit } from '../legacy/rate-limit';

/** Route middleware of POST /contact-requests/: CONTACT_RATE_LIMIT_MAX per CONTACT_RATE_LIMIT_WINDOW seconds per client address. */
export default () => createRateLimit('contact');
