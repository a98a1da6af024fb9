import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { success, type Notice } from './inline-alert';
import { Panel } from './panel';

export interface CreateFlow {
  /** The create form is open; it starts open when the URL says `?new=1` (the dashboard's quick actions). */
  formOpen: boolean;
  openForm: () => void;
  closeForm: () => void;
  /** The form saved: close it, say so, and let the screen reload its list. */
  created: () => void;
  /** The screen's alert: the outcome of creates and deletes. */
  notice: Notice | null;
  setNotice: (notice: Notice | null) => void;
}

export function useCreateFlow(createdMessage: string, afterCreate: () => void): CreateFlow {
  const [searchParams] = useSearchParams();
  const [formOpen, setFormOpen] = useState(() => searchParams.get('new') === '1');
  const [notice, setNotice] = useState<Notice | null>(null);
  return {
    formOpen,
    openForm: () => {
      setNotice(null);
      setFormOpen(true);
    },
    closeForm: () => setFormOpen(false),
    created: () => {
      setFormOpen(false);
      setNotice(success(createdMessage));
      afterCreate();
    },
    notice,
    setNotice,
  };
}

export interface ListPanelProps {
  title: string;
  /** The button that opens the create form, e.g. 'Add News'; also the form's heading. */
  addLabel: string;
  formOpen: boolean;
  onOpenForm: () => void;
  /** The create form, shown above the list while open. */
  form: ReactNode;
  children: ReactNode;
}

/** A list with its create form: the Add button in the panel's head, the form above the list. */
export function ListPanel({ title, addLabel, formOpen, onOpenForm, form, children }: ListPanelProps) {
  return (
    <Panel
      title={title}
      actions={
        !formOpen && (
          <button type="button" className="adm-button" onClick={onOpenForm}>
            {addLabel}
          </button>
        )
      }
    >
      {formOpen && (
        <div className="adm-panel adm-panel--inset">
          <h3 className="adm-panel__title">{addLabel}</h3>
          {form}
        </div>
      )}
      {children}
    </Panel>
  );
}
