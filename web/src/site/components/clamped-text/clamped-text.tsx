import type { CSSProperties, ReactNode } from 'react';
import './clamped-text.css';

/** A paragraph cut after `lines` lines with an ellipsis (the tab and card previews). */
export function ClampedText({
  lines,
  children,
  className,
}: {
  lines: number;
  children: ReactNode;
  className?: string;
}) {
  const style = { '--clamp-lines': lines } as CSSProperties;
  return (
    <p className={['clamped-text', className].filter(Boolean).join(' ')} style={style} data-clamp-lines={lines}>
      {children}
    </p>
  );
}
