/**
 * A static copy of the public site: every page of the sitemap as `<out>/<path>/index.html` (the
 * home page as `<out>/index.html`) with the files those pages use (`/assets/...`, `/uploads/...`,
 * the favicon, the rate file `/rates.json` that /packages links), ready for any static host, or for nginx to fall back to when the page server is
 * down. Pages are plain HTML that works without JavaScript; the copy is what the site served.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

export interface MirrorFigures {
  pages: string[];
  files: string[];
  /** Sitemap addresses with a query (a list page's linked item): a static host cannot tell them apart. */
  skipped: string[];
}

/** The sitemap's addresses, as paths on the site. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc.replace(/&amp;/g, '&'));
    return url.pathname + url.search;
  });
}

/** The site's own files a page uses or links: pictures, scripts, stylesheets, the icon, the rate file (never another page). */
export function filesUsedBy(html: string): string[] {
  const found = new Set<string>();
  const add = (value: string) => {
    const path = value.trim().split(/\s+/)[0].replace(/&amp;/g, '&');
    if (/^\/(assets|uploads|images)\//.test(path) || /^\/[^/]+\.(png|ico|svg|webmanifest|txt|json)$/.test(path))
      found.add(path.split('#')[0]);
  };
  // Attribute names in any case, as a browser reads them: React writes `srcSet`.
  for (const [, value] of html.matchAll(/\s(?:src|href|content)="([^"]+)"/gi)) add(value);
  for (const [, set] of html.matchAll(/\s(?:srcset|imagesrcset)="([^"]+)"/gi))
    for (const part of set.split(',')) add(part);
  for (const [, value] of html.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) add(value);
  return [...found];
}

/**
 * Where a site path is written under `out`; undefined for one that would land outside it (`..`,
 * an encoded separator): a hostile sitemap or page must never write anywhere else.
 */
export function mirrorFile(out: string, path: string, page: boolean): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path.split('?')[0]);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || decoded.includes('\\') || decoded.includes('\0')) return undefined;
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  const root = resolve(out);
  const target = resolve(root, `.${decoded}`, ...(page ? ['index.html'] : []));
  return target === root || !target.startsWith(root + sep) ? undefined : target;
}

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function save(file: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

export async function mirrorSite(siteUrl: string, out: string): Promise<MirrorFigures> {
  const figures: MirrorFigures = { pages: [], files: [], skipped: [] };
  const used = new Set<string>(['/favicon.png']);
  for (const path of sitemapPaths((await download(`${siteUrl}/sitemap.xml`)).toString('utf8'))) {
    const file = path.includes('?') ? undefined : mirrorFile(out, path, true);
    if (!file) {
      figures.skipped.push(path);
      continue;
    }
    const html = await download(`${siteUrl}${path}`);
    await save(file, html);
    figures.pages.push(path);
    for (const used_ of filesUsedBy(html.toString('utf8'))) used.add(used_);
  }
  for (const path of used) {
    const file = mirrorFile(out, path, false);
    if (!file) continue;
    try {
      await save(file, await download(`${siteUrl}${path}`));
      figures.files.push(path);
    } catch (error) {
      // A picture the CMS no longer has: the page's own text still stands.
      console.warn(`Not mirrored: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return figures;
}
