import { MainNav } from './main-nav';
import { TopBar } from './top-bar';
import './site-header.css';

/** The fixed top of every public page: the top bar and the main navigation. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <TopBar />
      <MainNav />
    </header>
  );
}
