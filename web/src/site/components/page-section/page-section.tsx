import type { ReactNode } from 'react';

interface PageSectionProps {
  /** The anchor the navigation links to (#departments), when there is one. */
  id?: string;
  /** The heading's id: it names the section for assistive technology. */
  titleId: string;
  title: ReactNode;
  /** The line under the heading that says what the section offers. */
  lead?: ReactNode;
  /** The tinted background that alternates with the plain one down the page. */
  alt?: boolean;
  children?: ReactNode;
}

/** A band of the home page: its heading, the lead under it, and what it shows, within the page's width. */
export function PageSection({ id, titleId, title, lead, alt = false, children }: PageSectionProps) {
  return (
    <section id={id} className={alt ? 'section section--alt' : 'section'} aria-labelledby={titleId}>
      <div className="container">
        <h2 id={titleId} className="section__title">
          {title}
        </h2>
        {lead && <p className="section__lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
