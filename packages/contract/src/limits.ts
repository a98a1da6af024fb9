/** Limits both sides enforce: the CMS refuses what breaks them, the admin screens say so first. */
export const MB = 1024 * 1024;
/** The largest image file the legacy API accepts ("at most 10 MB a file"). */
export const MAX_IMAGE_BYTES = 10 * MB;
/** The shortest password an account may have (specification: at least 6 characters). */
export const MIN_PASSWORD_LENGTH = 6;
/** An event carries a main image and at most 10 extra ones. */
export const MAX_EXTRA_IMAGES = 10;

/** The largest report a patient may attach to an estimate request (PDF, JPEG or PNG). */
export const MAX_REPORT_BYTES = 10 * MB;
/** A medical visa covers the patient and at most this many attendants. */
export const MAX_VISA_ATTENDANTS = 2;

/** The most places one OPD session date can offer online (a session's `places`, 1 to this). */
export const MAX_SESSION_PLACES = 300;
/** How far ahead a session date can be booked or moved to, by default (the CMS's BOOKING_DAYS_AHEAD). */
export const BOOKING_DAYS_AHEAD = 60;
/** How many times a booking may be moved to another session date (CMC Vellore allows five). */
export const MAX_BOOKING_MOVES = 5;
/** How many open session dates a refusal offers instead of a full or closed one. */
export const NEXT_SESSIONS_OFFERED = 3;
