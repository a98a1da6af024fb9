import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true the button is disabled and shows a spinner and `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost-danger';
  small?: boolean;
  children: ReactNode;
}

/** Every button that sends: disabled while sending, with a visible and announced busy state. */
export function BusyButton({
  busy = false,
  busyLabel,
  variant = 'primary',
  small = false,
  disabled,
  className,
  children,
  type = 'submit',
  ...rest
}: BusyButtonProps) {
  const classes = [
    'adm-button',
    variant !== 'primary' && `adm-button--${variant}`,
    small && 'adm-button--small',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy && <span className="adm-spinner" aria-hidden="true" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
