import { useState } from 'react';
import { failure, success, type Notice } from './inline-alert';
import { describeError, isSessionExpired } from './server-errors';

export interface ConfirmDelete<T> {
  /** The item waiting for confirmation (the dialog is open while it is set). */
  target: T | null;
  /** The item being deleted right now, for a per-row busy state. */
  deleting: T | null;
  ask: (item: T) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
  /** Deletes at once, without asking (the doctors list); the alert is cleared meanwhile. */
  removeNow: (item: T) => Promise<void>;
}

export interface ConfirmDeleteOptions<T> {
  remove: (item: T) => Promise<unknown>;
  /** Where the outcome is reported. */
  setNotice: (notice: Notice | null) => void;
  /** The success message. */
  deleted: string;
  /** The failure message, or null to say nothing (an expired session has its own dialog). */
  describeFailure: (error: unknown) => string | null;
  /** After a successful delete, e.g. reload the list. */
  onDeleted: (item: T) => void;
}

/** The usual failure rule: the server's detail or message, else the fallback. */
export function deleteFailure(fallback: string): (error: unknown) => string | null {
  return (error) => (isSessionExpired(error) ? null : describeError(error, fallback));
}

/**
 * Ask first, then delete: the dialog stays open (busy) while the request runs and closes after
 * it; the outcome goes to the screen's alert.
 */
export function useConfirmDelete<T>({
  remove: request,
  setNotice,
  deleted,
  describeFailure,
  onDeleted,
}: ConfirmDeleteOptions<T>): ConfirmDelete<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  async function run(item: T) {
    setDeleting(item);
    let failed: unknown = null;
    try {
      await request(item);
    } catch (error) {
      failed = error ?? new Error('Delete failed');
    }
    setDeleting(null);
    setTarget(null);
    if (failed) {
      const message = describeFailure(failed);
      setNotice(message ? failure(message) : null);
      return;
    }
    setNotice(success(deleted));
    onDeleted(item);
  }

  return {
    target,
    deleting,
    ask: setTarget,
    cancel: () => {
      if (deleting === null) setTarget(null);
    },
    confirm: async () => {
      if (target !== null && deleting === null) await run(target);
    },
    removeNow: async (item) => {
      if (deleting !== null) return;
      setNotice(null);
      await run(item);
    },
  };
}
