import { createContext, useContext, useEffect } from 'react';
import { HOSPITAL_NAME } from '../../../data/contact-details';

/** The site's own description, for pages that have none of their own. */
export const SITE_DESCRIPTION =
  'Neurosciences hospital in eastern India: neurology, neurosurgery, neuro critical care and rehabilitation under one roof.';

/** What a page tells search engines and link previews about itself. */
export interface PageHead {
  title: string;
  description?: string;
  /** An absolute URL or a root-relative path to the page's own picture. */
  image?: string | null;
  /** The page's address when it differs from the one requested (e.g. one blog post of /blogs). */
  path?: string;
  /** schema.org objects, written as JSON-LD. */
  structuredData?: readonly object[];
  /** 404 for the not-found page, so crawlers drop it. */
  status?: number;
  /** A page search engines should not index (a page of search results): `<meta name="robots" content="noindex">`. */
  noindex?: boolean;
}

/**
 * On the server, the rendered page writes its head here (the HTML head is built after the body).
 * In the browser there is no collector: the page sets document.title itself.
 */
export interface HeadCollector {
  head: PageHead | null;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

export function useHeadCollector(): HeadCollector | null {
  return useContext(HeadCollectorContext);
}

export function documentTitle(title: string): string {
  return title === HOSPITAL_NAME ? title : `${title} | ${HOSPITAL_NAME}`;
}

/**
 * One item of a list page in the head instead of the list (a blog post at /blogs?post=...), so
 * a shared link previews that item. Call it below the page's <Page>.
 */
export function useItemHead(item: PageHead | null): void {
  const collector = useHeadCollector();
  if (collector?.head && item) collector.head = { ...collector.head, ...item, title: documentTitle(item.title) };
  const title = item?.title;
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
