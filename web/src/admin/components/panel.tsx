import { useId, type ReactNode } from 'react';

export interface PanelProps {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  /** Heading level inside the screen (the layout's header holds the h1). */
  level?: 2 | 3;
}

/** A titled card; the section is labelled by its heading. */
export function Panel({ title, actions, children, level = 2 }: PanelProps) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="adm-panel" aria-labelledby={id}>
      <div className="adm-panel__head">
        <Heading id={id} className="adm-panel__title">
          {title}
        </Heading>
        {actions && <div className="adm-panel__actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
