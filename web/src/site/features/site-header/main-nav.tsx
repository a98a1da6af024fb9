import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '../../components/icons/icons';
import { mainNavigation } from '../../../data/navigation';
import { useEnhanced } from '../../../lib/use-enhanced';
import { useText } from '../../../lib/i18n';
import { Brand } from './brand';
import { useNavLabel } from './nav-label';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';

/** On wide screens the brand is the link home, which leaves room for the other nine entries. */
const desktopNavigation = mainNavigation.filter((item) => !('to' in item && item.to === '/'));

/** The main navigation: a row of links and dropdowns from the large breakpoint, a hamburger menu (and the chat button) below it. */
export function MainNav({ chat }: { chat?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const text = useText();
  const labelOf = useNavLabel();

  const servedMenu = useRef<HTMLDetailsElement>(null);

  // However the page changes (a link, the back button), the small-screen menu does not stay open over
  // it. Only on a change: a menu opened before the app started stays open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setMenuOpen(false);
  }, [pathname]);
  const enhanced = useEnhanced(() => setMenuOpen(servedMenu.current?.open === true));

  return (
    <nav
      className="main-nav"
      aria-label={text('nav.label')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setMenuOpen(false);
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
        {enhanced ? (
          <button
            type="button"
            className="main-nav__toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? text('nav.closeMenu') : text('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon size={28} /> : <MenuIcon size={28} />}
          </button>
        ) : (
          // Served (and until the app runs): the same control as HTML alone. The browser opens and
          // closes it; each link is a page load, which closes it.
          <details ref={servedMenu} className="main-nav__served-menu">
            <summary className="main-nav__toggle" aria-label={text('nav.menu')}>
              <MenuIcon size={28} className="main-nav__icon-closed" />
              <CloseIcon size={28} className="main-nav__icon-open" />
            </summary>
            <MobileMenu id={menuId} onChoose={() => undefined} />
          </details>
        )}
      </div>
      {enhanced && menuOpen && <MobileMenu id={menuId} onChoose={() => setMenuOpen(false)} />}
    </nav>
  );
}
