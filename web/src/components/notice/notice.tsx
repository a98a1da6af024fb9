import type { ReactNode } from 'react';
import './notice.css';

/** A note set apart from the page's text (`role="note"`), such as "these are demo figures". */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="notice" role="note">
      {children}
    </p>
  );
}
