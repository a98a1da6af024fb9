import { useEffect, type ReactNode } from 'react';
import { HOSPITAL_NAME } from '../../data/contact-details';
import './page.css';

export interface PageProps {
  /** The document title's first part. */
  title: string;
  /** The specification's top margin for this page (150 px); otherwise the page starts below the fixed header. */
  topMarginPx?: number;
  className?: string;
  children: ReactNode;
}

/** The frame of every public page: its document title and its distance from the fixed header. */
export function Page({ title, topMarginPx, className, children }: PageProps) {
  useEffect(() => {
    document.title = title === HOSPITAL_NAME ? title : `${title} | ${HOSPITAL_NAME}`;
  }, [title]);

  const classes = ['page', topMarginPx === undefined ? 'page--below-header' : null, className].filter(Boolean).join(' ');
  return (
    <div className={classes} style={topMarginPx === undefined ? undefined : { marginTop: topMarginPx }}>
      {children}
    </div>
  );
}
