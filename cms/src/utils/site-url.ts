/**
 * The site's public origin for links in what the CMS sends (the desk notice, the patient's
 * messages): `SITE_URL`, else the first `CORS_ORIGINS` entry; null gives a path only.
 */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const firstOrigin = env.CORS_ORIGINS?.split(',')[0]?.trim();
  return (env.SITE_URL?.trim() || firstOrigin || '').replace(/\/+$/, '') || null;
}
