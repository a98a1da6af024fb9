import { useId, useRef } from 'react';
import { Dialog } from './dialog';
import { BusyButton } from './busy-button';
import type { ConfirmDelete } from './use-confirm-delete';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  busyLabel?: string;
  /** While the confirmed action runs the buttons are disabled and the dialog stays. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action. Focus starts on Cancel, the safe choice. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      title={title}
      role="alertdialog"
      describedBy={messageId}
      initialFocus={cancelRef}
      onClose={busy ? undefined : onCancel}
    >
      <p id={messageId}>{message}</p>
      <div className="adm-dialog__actions">
        <button
          ref={cancelRef}
          type="button"
          className="adm-button adm-button--secondary"
          onClick={onCancel}
          disabled={busy}
        >
          Cancel
        </button>
        <BusyButton type="button" variant="danger" busy={busy} busyLabel={busyLabel} onClick={onConfirm}>
          {confirmLabel}
        </BusyButton>
      </div>
    </Dialog>
  );
}

export interface ConfirmDeleteDialogProps<T> {
  removal: ConfirmDelete<T>;
  title: string;
  message: (item: T) => string;
}

/** The confirmation of a useConfirmDelete flow. */
export function ConfirmDeleteDialog<T>({ removal, title, message }: ConfirmDeleteDialogProps<T>) {
  return (
    <ConfirmDialog
      open={removal.target !== null}
      title={title}
      message={removal.target !== null ? message(removal.target) : ''}
      busy={removal.deleting !== null}
      onConfirm={() => void removal.confirm()}
      onCancel={removal.cancel}
    />
  );
}
