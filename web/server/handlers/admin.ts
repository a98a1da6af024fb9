import { adminModules } from '../../src/entry-server';
import { adminShellHtml } from '../admin-shell';
import { modulePreloadTags, type BuildManifest } from '../module-preloads';
import { sendText, type Stage } from './stage';
import type { SiteRequest } from './visitor';

/**
 * /admin and everything under it: the same app, rendered in the browser only, over a served
 * loading state (admin-shell.ts); it keeps the stylesheet as a file (cached across the editors'
 * visits). Under the site's policy: a document is never under two, so nginx adds none.
 */
export function adminScreens(
  siteRequest: (req: Parameters<Stage>[0]) => SiteRequest,
  { template, manifest, sitePolicy }: { template: string; manifest: BuildManifest; sitePolicy: string },
): Stage {
  const shell = adminShellHtml(template, modulePreloadTags(manifest, adminModules));
  return (req, res, next) => {
    const path = siteRequest(req).url.pathname;
    if (path !== '/admin' && !path.startsWith('/admin/')) return next();
    res.setHeader('Content-Security-Policy', sitePolicy);
    sendText(res, 200, 'text/html', shell);
  };
}
