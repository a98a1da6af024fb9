/**
 * The specification's business constants (point 9) in one place, so a timing or a clamp is
 * changed once and every screen and test follows.
 */

/** Home hero: height, overlay, rotation and text transition. */
export const HERO = {
  heightPx: 550,
  overlayOpacity: 0.4,
  rotationMs: 5000,
  textTransitionS: 0.7,
} as const;

/** The about section's taglines and the reviews both advance every 3 s and wrap. */
export const TAGLINE_ROTATION_MS = 3000;
export const REVIEW_ROTATION_MS = 3000;

/** Tab sections select their first tab after this delay (the old site's data load delay). */
export const TAB_SELECT_DELAY_MS = 100;

/** Home about truncation, in words; longer text ends with ELLIPSIS. */
export const ABOUT_TRUNCATION = { titleWords: 55, descriptionWords: 70 } as const;
export const ELLIPSIS = '...';

/** Lines of text shown before clamping. */
export const CLAMP_LINES = {
  facilities: 10,
  neurology: 12,
  neurosurgery: 10,
  newsAndEvents: 3,
} as const;

/** Content carousels: 3 slides, 2 at or below 1024 px, 1 at or below 640 px. */
export const CAROUSEL = {
  slidesToShow: 3,
  slidesToScroll: 1,
  speedMs: 500,
  breakpoints: [
    { maxWidthPx: 1024, slidesToShow: 2 },
    { maxWidthPx: 640, slidesToShow: 1 },
  ],
} as const;

/** The contact form shows 'Submitting...' at least this long, however quickly the server answers. */
export const CONTACT_SUBMIT_DELAY_MS = 2000;

/** Pages that the specification pushes below the fixed header. */
export const PAGE_TOP_MARGIN_PX = 150;

/** A video platform id is exactly this long. */
export const VIDEO_ID_LENGTH = 11;
