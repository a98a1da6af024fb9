import type { ReactNode } from 'react';
import { InlineAlert } from './inline-alert';

export interface ListStateProps {
  loading: boolean;
  /** The message to show when loading failed (null when it did not). */
  error: string | null;
  empty: boolean;
  emptyText: string;
  loadingText?: string;
  onRetry?: () => void;
  children: ReactNode;
}

/** Every list shows one of: loading, error (with Try Again when a retry makes sense), empty, or itself. */
export function ListState({
  loading,
  error,
  empty,
  emptyText,
  loadingText = 'Loading...',
  onRetry,
  children,
}: ListStateProps) {
  if (error !== null)
    return (
      <InlineAlert
        notice={{ tone: 'error', text: error }}
        focus={false}
        actions={
          onRetry && (
            <button type="button" className="adm-button adm-button--secondary adm-button--small" onClick={onRetry}>
              Try Again
            </button>
          )
        }
      />
    );
  if (loading)
    return (
      <div className="adm-state" role="status">
        <span className="adm-spinner" aria-hidden="true" />
        <span>{loadingText}</span>
      </div>
    );
  if (empty)
    return (
      <div className="adm-state">
        <p>{emptyText}</p>
      </div>
    );
  return <>{children}</>;
}
