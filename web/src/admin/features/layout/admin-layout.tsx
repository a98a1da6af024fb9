import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Icon, type IconName } from './icons';

export interface AdminPage {
  path: string;
  /** The menu label. */
  label: string;
  /** The header's title and subtitle on this page. */
  title: string;
  subtitle: string;
  icon: IconName;
  /** Pages reached from elsewhere (not in the sidebar) still get their header. */
  inMenu?: boolean;
  /**
   * What waits there (the desk's unseen requests): shown by the menu item, and first in the tab's
   * title on every admin screen, so a desk in another tab sees it: "(2) Dashboard · Admin".
   */
  waiting?: { count: number; label: string; words: string };
}

export interface AdminLayoutProps {
  pages: readonly AdminPage[];
  onLogout: () => void;
  children: ReactNode;
}

const COLLAPSED_KEY = 'admin-sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The admin frame: a sidebar that collapses to icons (narrower), a drawer on small screens,
 * and a header with the page's title and subtitle and the fixed 'Admin User / Administrator' label.
 */
export function AdminLayout({ pages, onLogout, children }: AdminLayoutProps) {
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);
  const page = pages.find((p) => pathname === p.path || pathname.startsWith(`${p.path}/`));

  useEffect(() => {
    try {
      localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0');
    } catch {
      // Storage may be unavailable (private mode): the preference just is not kept.
    }
  }, [collapsed]);

  const waiting = pages.reduce((sum, p) => sum + (p.waiting?.count ?? 0), 0);
  useEffect(() => {
    const title = page ? `${page.title} · Admin` : 'Admin';
    document.title = waiting > 0 ? `(${waiting}) ${title}` : title;
  }, [page, waiting]);

  // Any navigation (links, back and forward) closes the drawer.
  useEffect(() => setDrawerOpen(false), [pathname]);

  useEffect(() => {
    if (!drawerOpen) return undefined;
    sidebarRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setDrawerOpen(false);
        menuButtonRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen]);

  const classes = ['adm-shell', collapsed && 'adm-shell--collapsed', drawerOpen && 'adm-shell--drawer-open']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes}>
      <a className="adm-skip" href="#admin-main">
        Skip to content
      </a>
      <aside ref={sidebarRef} className="adm-sidebar" id={navId} aria-label="Admin sidebar">
        <div className="adm-sidebar__brand">
          <span className="adm-sidebar__logo" aria-hidden="true">
            NH
          </span>
          <span className="adm-sidebar__label">Hospital Admin</span>
          <button
            type="button"
            className="adm-sidebar__close"
            aria-label="Close menu"
            onClick={() => {
              setDrawerOpen(false);
              menuButtonRef.current?.focus();
            }}
          >
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label="Admin menu" className="adm-sidebar__nav">
          <ul>
            {pages
              .filter((p) => p.inMenu !== false)
              .map((p) => (
                <li key={p.path}>
                  <NavLink
                    to={p.path}
                    className="adm-sidebar__link"
                    title={collapsed ? p.label : undefined}
                    onClick={() => setDrawerOpen(false)}
                  >
                    <Icon name={p.icon} />
                    <span className="adm-sidebar__label">{p.label}</span>
                    {p.waiting && p.waiting.count > 0 && (
                      <span className="adm-sidebar__count">
                        {p.waiting.label}
                        <span className="adm-visually-hidden"> {p.waiting.words}</span>
                      </span>
                    )}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <div className="adm-sidebar__foot">
          <button
            type="button"
            className="adm-sidebar__link adm-sidebar__logout"
            onClick={onLogout}
            title={collapsed ? 'Logout' : undefined}
          >
            <Icon name="logout" />
            <span className="adm-sidebar__label">Logout</span>
          </button>
          <button
            type="button"
            className="adm-sidebar__toggle"
            aria-controls={navId}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((value) => !value)}
          >
            <Icon name={collapsed ? 'expand' : 'collapse'} />
            <span className="adm-visually-hidden">{collapsed ? 'Expand sidebar' : 'Collapse sidebar'}</span>
          </button>
        </div>
      </aside>
      {drawerOpen && <div className="adm-backdrop" aria-hidden="true" onClick={() => setDrawerOpen(false)} />}
      <div className="adm-main-column">
        <header className="adm-header">
          <button
            ref={menuButtonRef}
            type="button"
            className="adm-header__menu"
            aria-controls={navId}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen((open) => !open)}
          >
            <Icon name="menu" />
            <span className="adm-visually-hidden">Open menu</span>
          </button>
          <div className="adm-header__titles">
            <h1 className="adm-header__title">{page?.title ?? 'Admin'}</h1>
            {page && <p className="adm-header__subtitle">{page.subtitle}</p>}
          </div>
          <div className="adm-header__user">
            <span className="adm-header__avatar" aria-hidden="true">
              AU
            </span>
            <span className="adm-header__who">
              <span className="adm-header__name">Admin User</span>
              <span className="adm-header__role">Administrator</span>
            </span>
          </div>
        </header>
        <main id="admin-main" className="adm-content" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
