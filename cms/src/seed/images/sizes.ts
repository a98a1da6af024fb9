/** Pixel sizes of the generated images, matching what the site's layouts expect. */
export const IMAGE_SIZES = {
  /** The home hero: full width, 550 px high (the admin screen recommends about 1920x600). */
  banner: { width: 1920, height: 600 },
  /** Doctors' cards and modals. */
  portrait: { width: 600, height: 600 },
  /** News, events, blogs and services. */
  landscape: { width: 1200, height: 800 },
  /** The home about and About page image beside the text. */
  about: { width: 1200, height: 900 },
} as const;

export type ImageKind = keyof typeof IMAGE_SIZES;
