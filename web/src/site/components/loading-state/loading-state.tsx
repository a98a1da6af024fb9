import type { ReactNode } from 'react';
import './loading-state.css';

/** A spinner with a message, announced politely to screen readers. */
export function LoadingState({ message }: { message: ReactNode }) {
  return (
    <div role="status" className="loading-state">
      <span className="loading-state__spinner" aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}
