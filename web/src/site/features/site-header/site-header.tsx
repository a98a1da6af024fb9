import type { ReactNode } from 'react';
import { MainNav } from './main-nav';
import { TopBar } from './top-bar';
import './site-header.css';

/**
 * The fixed top of every public page: the top bar and the main navigation. `chat` is the chat
 * button, which sits in the navigation's line on small screens (so it never floats over the page
 * there) and floats by itself on wide ones.
 */
export function SiteHeader({ chat }: { chat?: ReactNode }) {
  return (
    <header className="site-header">
      <TopBar />
      <MainNav chat={chat} />
    </header>
  );
}
