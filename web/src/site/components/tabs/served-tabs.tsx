import type { CSSProperties, ReactNode } from 'react';
import type { TabItem } from './tabs';

/** A panel's fragment id in the served HTML: readable and stable, so `/departments#facilities-3` can be shared. */
export function servedPanelId(label: string, id: string): string {
  const section = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${section}-${id}`;
}

interface ServedTabsProps {
  label: string;
  /** What the panels' ids are made of (servedPanelId), whatever the page's language. */
  idBase: string;
  items: readonly TabItem[];
  layout: 'side' | 'top';
  firstPanelDelayMs: number;
  children: (id: string) => ReactNode;
}

/**
 * Tabs before (or without) the script: a list of links to every panel. The style sheet shows the
 * first panel, after the same delay as the script's first selection, or the one the address names
 * (`:target`), so every panel is reached with HTML and CSS alone and the page looks as it will
 * once the script takes over.
 */
export function ServedTabs({ label, idBase, items, layout, firstPanelDelayMs, children }: ServedTabsProps) {
  return (
    <div className={`tabs tabs--${layout} tabs--served`}>
      <ul className="tabs__list" aria-label={label}>
        {items.map((item) => (
          <li key={item.id} className="tabs__item">
            <a className="tabs__tab" href={`#${servedPanelId(idBase, item.id)}`}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
      {items.map((item, index) => (
        <section
          key={item.id}
          id={servedPanelId(idBase, item.id)}
          className={`tabs__panel tabs__panel--served${index === 0 ? ' tabs__panel--pending' : ''}`}
          style={index === 0 ? ({ '--tabs-first-panel-delay': `${firstPanelDelayMs}ms` } as CSSProperties) : undefined}
        >
          {children(item.id)}
        </section>
      ))}
    </div>
  );
}
