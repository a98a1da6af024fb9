import { useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useEnhanced } from '../../../lib/use-enhanced';
import './tabs.css';

export interface TabItem {
  id: string;
  label: string;
}

export interface TabsProps {
  /** Names the tab list for screen readers, in the page's language. */
  label: string;
  /** What the panels' fragment ids are made of, the same in every language; the label by default. */
  idBase?: string;
  items: readonly TabItem[];
  /** null while nothing is selected yet: no tab panel yet (the first one's content waits unseen). */
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** A panel's content, by its tab's id. */
  children: (id: string) => ReactNode;
  /** 'side': a column of tabs beside the panel from the large breakpoint; 'top': a row above it. */
  layout?: 'side' | 'top';
  /**
   * While nothing is selected, the first panel is drawn this long after it appears, by the style
   * sheet alone: on a served page that is before the app has started (or without it at all).
   */
  firstPanelDelayMs?: number;
}

/** A panel's fragment id: readable and stable, so `/departments#facilities-3` can be shared. */
export function panelIdOf(idBase: string, id: string): string {
  const section = idBase
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${section}-${id}`;
}

const NEXT_TAB: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowDown: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  ArrowUp: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * Tabs as GOV.UK's are: one set of elements, served as a list of links to every panel (the style
 * sheet shows the first, after the same delay as the first selection, or the one the address
 * names), which the script then enhances in place into WAI-ARIA tabs: the links become the tabs
 * (one tab stop, arrow keys, Home and End select), the panels stay, all but the selected hidden.
 * A panel the visitor opened by its link before the script ran stays selected.
 */
export function Tabs({
  label,
  idBase = label,
  items,
  selectedId,
  onSelect,
  children,
  layout = 'top',
  firstPanelDelayMs = 0,
}: TabsProps) {
  const tabRefs = useRef(new Map<string, HTMLAnchorElement>());
  const panelId = (id: string) => panelIdOf(idBase, id);
  const tabId = (id: string) => `${panelId(id)}-tab`;
  const focusableId = selectedId ?? items[0]?.id;
  const enhanced = useEnhanced(() => {
    const opened = items.find((item) => `#${panelId(item.id)}` === window.location.hash);
    if (opened) onSelect(opened.id);
  });

  function move(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const target = NEXT_TAB[event.key]?.(index, items.length - 1);
    if (target === undefined) return;
    event.preventDefault();
    const next = items[target];
    onSelect(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  return (
    <div className={`tabs tabs--${layout}${enhanced ? '' : ' tabs--served'}`}>
      <ul
        className="tabs__list"
        aria-label={label}
        role={enhanced ? 'tablist' : undefined}
        aria-orientation={enhanced ? (layout === 'side' ? 'vertical' : 'horizontal') : undefined}
      >
        {items.map((item, index) => {
          const selected = item.id === selectedId;
          const tab = enhanced && {
            role: 'tab',
            id: tabId(item.id),
            'aria-selected': selected,
            'aria-controls': panelId(item.id),
            tabIndex: item.id === focusableId ? 0 : -1,
            onClick: (event: { preventDefault(): void }) => {
              event.preventDefault();
              onSelect(item.id);
            },
            onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => move(event, index),
          };
          return (
            <li key={item.id} className="tabs__item" role={enhanced ? 'presentation' : undefined}>
              <a
                ref={(element) => {
                  if (element) tabRefs.current.set(item.id, element);
                  else tabRefs.current.delete(item.id);
                }}
                className="tabs__tab"
                href={`#${panelId(item.id)}`}
                {...tab}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
      {items.map((item, index) => {
        // Until the first selection, the first panel holds its place unseen, so the page does not
        // move when it appears; the style sheet shows it after `firstPanelDelayMs`, when the app
        // selects its tab, so a phone still fetching the app (or reading without it) shows it too.
        const pending = selectedId === null && index === 0;
        const selected = item.id === selectedId;
        const panel = enhanced && {
          hidden: !selected && !pending,
          ...(selected && { role: 'tabpanel', 'aria-labelledby': tabId(item.id), tabIndex: 0 }),
        };
        return (
          <section
            key={item.id}
            id={panelId(item.id)}
            className={`tabs__panel${enhanced ? '' : ' tabs__panel--served'}${pending ? ' tabs__panel--pending' : ''}`}
            style={pending ? ({ '--tabs-first-panel-delay': `${firstPanelDelayMs}ms` } as CSSProperties) : undefined}
            {...panel}
          >
            {children(item.id)}
          </section>
        );
      })}
    </div>
  );
}
