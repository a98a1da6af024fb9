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
  /** h1 where the section is the page itself (/videos), h2 under a page's title. */
  heading?: 'h1' | 'h2';
  children?: ReactNode;
  /** What the section opens (its dialogs): inside the section, outside its width. */
  dialogs?: ReactNode;
}

/** A band of a page: its heading, the lead under it, and what it shows, within the page's width. */
export function PageSection({
  id,
  titleId,
  title,
  lead,
  alt = false,
  heading: Heading = 'h2',
  children,
  dialogs,
}: PageSectionProps) {
  return (
    <section id={id} className={alt ? 'section section--alt' : 'section'} aria-labelledby={titleId}>
      <div className="container">
        <Heading id={titleId} className="section__title">
          {title}
        </Heading>
        {lead && <p className="section__lead">{lead}</p>}
        {children}
      </div>
      {dialogs}
    </section>
  );
}
