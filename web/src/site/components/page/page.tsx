import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { documentTitle, SITE_DESCRIPTION, useHeadCollector, type PageHead } from './page-head';
import './page.css';

export interface PageProps extends Omit<PageHead, 'title'> {
  /** The document title's first part. */
  title: string;
  /**
   * The specification's top margin for this page (150 px), kept from 768 px; on a phone the page
   * starts right below the fixed header instead (page.css). Without it the page starts below the header.
   */
  topMarginPx?: number;
  className?: string;
  children: ReactNode;
}

/**
 * The frame of every public page: its head (written into the served HTML on the server, the
 * document title in the browser) and its distance from the fixed header.
 */
export function Page({ title, topMarginPx, className, children, ...head }: PageProps) {
  const collector = useHeadCollector();
  // The deepest Page rendered wins, as the last one mounted would in the browser.
  if (collector) collector.head = { ...head, title: documentTitle(title) };

  useEffect(() => {
    document.title = documentTitle(title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description ?? SITE_DESCRIPTION);
  }, [title, head.description]);

  const classes = ['page', topMarginPx === undefined ? 'page--below-header' : 'page--top-margin', className]
    .filter(Boolean)
    .join(' ');
  const margin = topMarginPx === undefined ? undefined : ({ '--page-top-margin': `${topMarginPx}px` } as CSSProperties);
  return (
    <div className={classes} style={margin}>
      {children}
    </div>
  );
}
