/**
 * How each browser (and Vite's preloader) words a failed import of one of the site's code files,
 * which is what happens when a page open since before a deploy asks for a file the deploy removed.
 */
const CHUNK_LOAD_FAILURE = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite, when a chunk's stylesheet is gone
];

/** True when `error` is a code file that could not be loaded, not a fault in the code itself. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.some((pattern) => pattern.test(error.message));
}
