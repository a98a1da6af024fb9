import { useEffect, useRef, type ReactNode } from 'react';

export type NoticeTone = 'success' | 'error' | 'info';

export interface Notice {
  tone: NoticeTone;
  text: string;
}

export const success = (text: string): Notice => ({ tone: 'success', text });
export const failure = (text: string): Notice => ({ tone: 'error', text });

export interface InlineAlertProps {
  notice: Notice | null;
  onDismiss?: () => void;
  /** Extra controls shown beside the message (e.g. Try Again). */
  actions?: ReactNode;
  /** Move focus to the message when it appears (default). */
  focus?: boolean;
}

/**
 * A message in the page, not only in the console: role="alert" so screen readers announce it,
 * and focus moves to it so keyboard users land on it. The text sits alone in its own element.
 */
export function InlineAlert({ notice, onDismiss, actions, focus = true }: InlineAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice && focus) ref.current?.focus();
  }, [notice, focus]);
  if (!notice) return null;
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={`adm-alert adm-alert--${notice.tone}`}>
      <span>{notice.text}</span>
      {(actions || onDismiss) && (
        <span className="adm-alert__actions">
          {actions}
          {onDismiss && (
            <button type="button" className="adm-alert__dismiss" aria-label="Dismiss message" onClick={onDismiss}>
              ×
            </button>
          )}
        </span>
      )}
    </div>
  );
}
