import { useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useEnhanced } from '../../../lib/use-enhanced';
import { ServedTabs, servedPanelId } from './served-tabs';
import './tabs.css';

export interface TabItem {
  id: string;
  label: string;
}

export interface TabsProps {
  /** Names the tab list for screen readers, in the page's language. */
  label: string;
  /** What the served panels' fragment ids are made of, the same in every language; the label by default. */
  idBase?: string;
  items: readonly TabItem[];
  /** null while nothing is selected yet: no tab panel yet (the first one's content waits unseen). */
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The selected tab's panel. */
  children: (selectedId: string) => ReactNode;
  /** 'side': a column of tabs beside the panel from the large breakpoint; 'top': a row above it. */
  layout?: 'side' | 'top';
  /**
   * While nothing is selected, the first panel is drawn this long after it appears, by the style
   * sheet alone: on a served page that is before the app has started (or without it at all).
   */
  firstPanelDelayMs?: number;
}

/**
 * WAI-ARIA tabs: one tab stop for the list, arrow keys (and Home/End) move between tabs and
 * select them, the panel follows. The served HTML (and a page whose script has not run yet) has
 * links and every panel instead (served-tabs.tsx); a panel the visitor opened there stays selected.
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
  const prefix = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${prefix}-tab-${id}`;
  const panelId = `${prefix}-panel`;
  const focusableId = selectedId ?? items[0]?.id;
  const enhanced = useEnhanced(() => {
    const opened = items.find((item) => `#${servedPanelId(idBase, item.id)}` === window.location.hash);
    if (opened) onSelect(opened.id);
  });

  if (!enhanced) {
    return (
      <ServedTabs label={label} idBase={idBase} items={items} layout={layout} firstPanelDelayMs={firstPanelDelayMs}>
        {children}
      </ServedTabs>
    );
  }

  function move(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = items[target];
    onSelect(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  return (
    <div className={`tabs tabs--${layout}`}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation={layout === 'side' ? 'vertical' : 'horizontal'}
        className="tabs__list"
      >
        {items.map((item, index) => {
          const selected = item.id === selectedId;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={item.id === focusableId ? 0 : -1}
              className="tabs__tab"
              onClick={() => onSelect(item.id)}
              onKeyDown={(event) => move(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {selectedId !== null ? (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(selectedId)} tabIndex={0} className="tabs__panel">
          {children(selectedId)}
        </div>
      ) : (
        // Until the first selection, the first panel holds its place unseen, so the page does not
        // move when it appears; the style sheet shows it after `firstPanelDelayMs`, when the app
        // selects its tab, so a phone still fetching the app (or reading without it) shows it too.
        items[0] && (
          <div
            className="tabs__panel tabs__panel--pending"
            style={{ '--tabs-first-panel-delay': `${firstPanelDelayMs}ms` } as CSSProperties}
          >
            {children(items[0].id)}
          </div>
        )
      )}
    </div>
  );
}
