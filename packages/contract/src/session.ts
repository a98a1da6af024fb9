/**
 * What the admin screens say when the API refused a renewal of the session: the site's own text
 * (the specification's wording), not an answer of the API. A module of its own, so the public
 * site's bundle, whose API client needs it, does not also carry every message in messages.ts.
 */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';
