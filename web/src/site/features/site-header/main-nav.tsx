import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '../../components/icons/icons';
import { mainNavigation } from '../../../data/navigation';
import { useText } from '../../../lib/i18n';
import { Brand } from './brand';
import { HeaderSearch } from './header-search';
import { useNavLabel } from './nav-label';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { useDetailsOpen } from './use-details-open';

/** On wide screens the brand is the link home, which leaves room for the other nine entries. */
const desktopNavigation = mainNavigation.filter((item) => !('to' in item && item.to === '/'));

/**
 * The main navigation: a row of links and dropdowns from the large breakpoint, a hamburger menu (and
 * the chat button) below it. The hamburger menu is one `<details>`, served and hydrated alike: the
 * browser opens and closes it without the app (each link a page load, which closes it), and the app
 * enhances it in place: it closes on choosing an entry, on any change of page and on Escape (which
 * puts focus back on the summary), and a menu opened before the app started stays open. Its summary
 * keeps the native semantics for the reason given in nav-dropdown.tsx: one name ("Menu"), and the
 * browser's own expanded or collapsed state, not a label that changes with it.
 */
export function MainNav({ chat }: { chat?: ReactNode }) {
  const [menuOpen, setMenuOpen, menu] = useDetailsOpen();
  // The search box and the small-screen menu drop from the same line: one open at a time.
  const [searchOpen, setSearchOpen, search] = useDetailsOpen();
  const summaryRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const text = useText();
  const labelOf = useNavLabel();

  // However the page changes (a link, the back button), the small-screen menu does not stay open over
  // it. Only on a change: a menu opened before the app started stays open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setMenuOpen(false);
  }, [pathname, setMenuOpen]);

  return (
    <nav
      className="main-nav"
      aria-label={text('nav.label')}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !menuOpen) return;
        setMenuOpen(false);
        // Focus in the menu would be left on an entry no longer shown.
        if (menu.ref.current?.contains(document.activeElement)) summaryRef.current?.focus();
      }}
    >
      <div className="container main-nav__inner">
        <Brand />
        <ul className="main-nav__list">
          {desktopNavigation.map((item) =>
            'to' in item ? (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className="main-nav__link">
                  {labelOf(item.label)}
                </NavLink>
              </li>
            ) : (
              <NavDropdown key={labelOf(item.label)} label={labelOf(item.label)} entries={item.entries} />
            ),
          )}
        </ul>
        {chat && <div className="main-nav__chat">{chat}</div>}
        <HeaderSearch open={searchOpen} setOpen={setSearchOpen} details={search} onOpen={() => setMenuOpen(false)} />
        <details {...menu} className="main-nav__menu">
          <summary
            ref={summaryRef}
            className="main-nav__toggle"
            aria-label={text('nav.menu')}
            onClick={(event) => {
              event.preventDefault();
              setMenuOpen((open) => !open);
              setSearchOpen(false);
            }}
          >
            {/* Which icon shows follows the element's own `open`, by the style sheet: the same served and hydrated. */}
            <MenuIcon size={28} className="main-nav__icon-closed" />
            <CloseIcon size={28} className="main-nav__icon-open" />
          </summary>
          <MobileMenu onChoose={() => setMenuOpen(false)} />
        </details>
      </div>
    </nav>
  );
}
