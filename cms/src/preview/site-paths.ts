import type { Core, UID } from '@strapi/strapi';
import { SITE_PATHS } from '../legacy/site-paths';

/** The page Strapi's "Open preview" opens: where the site shows the entry (legacy/site-paths.ts). */
export async function sitePathOf(
  strapi: Core.Strapi,
  uid: string,
  documentId: string | undefined,
): Promise<string | null> {
  const pathOf = SITE_PATHS[uid];
  if (!pathOf) return null;
  const contentType = uid as UID.ContentType;
  const documents = strapi.documents(contentType);
  const isSingle = strapi.contentType(contentType).kind === 'singleType';
  const entry = isSingle ? await documents.findFirst() : documentId ? await documents.findOne({ documentId }) : null;
  return entry ? pathOf(entry) : null;
}

/** The site's preview address for a path: the site checks the secret, then shows the page. */
export function previewUrl(siteUrl: string, secret: string, path: string): string {
  const url = new URL('/preview', siteUrl);
  url.searchParams.set('secret', secret);
  url.searchParams.set('path', path);
  return url.href;
}
