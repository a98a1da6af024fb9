/** The build-time settings the site reads (vite/client types every `import.meta.env` key as `any`). */
interface ImportMetaEnv {
  /** Where the legacy API answers; `/api` on the site's own origin when unset. */
  readonly VITE_API_BASE?: string;
  /** Where uploaded images are served from; the site's own origin when unset. */
  readonly VITE_MEDIA_BASE?: string;
}
