import { useEffect, type ReactNode } from 'react';
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { ChatButton } from '../features/chat-button/chat-button';
import { SiteFooter } from '../features/site-footer/site-footer';
import { SiteHeader } from '../features/site-header/site-header';
import { useText } from '../../lib/i18n';
// The site's global styles load with the shell that every public page shares.
import '../../styles/global.css';

/** A new page starts at its top; the back button keeps the browser's own scroll position. */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== NavigationType.Pop) document.documentElement.scrollTop = 0;
  }, [pathname, navigationType]);
}

/**
 * Top bar, navigation, footer and chat button around every public page. `children` replaces the
 * page while the router is still loading the first page's code (see routes.tsx).
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const text = useText();
  useScrollToTopOnNavigate();
  // The admin screens have their own frame: no public navigation under /admin.
  const furniture = !pathname.startsWith('/admin');

  return (
    <>
      <a className="skip-link" href="#main">
        {text('layout.skipLink')}
      </a>
      <div id="top" />
      {furniture && <SiteHeader chat={<ChatButton />} />}
      <main id="main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      {furniture && <SiteFooter />}
    </>
  );
}
