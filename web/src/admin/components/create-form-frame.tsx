import type { FormEvent, ReactNode } from 'react';
import { FormActions } from './form-actions';
import { InlineAlert } from './inline-alert';
import { UploadProgress } from './upload-progress';
import type { FormSubmit } from './use-form-submit';

export interface CreateFormFrameProps {
  /** The form's accessible name, e.g. "Add news". */
  label: string;
  form: FormSubmit;
  /** Validates and sends; the previous attempt's messages are already cleared. */
  onSubmit: () => Promise<void> | void;
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
}

/** A create form's frame: its alert above the fields, then the upload's progress and the buttons. */
export function CreateFormFrame({ label, form, onSubmit, submitLabel, onCancel, children }: CreateFormFrameProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    form.start();
    void onSubmit();
  }

  return (
    <form className="adm-form" onSubmit={submit} noValidate aria-label={label}>
      <InlineAlert notice={form.notice} />
      {children}
      <UploadProgress value={form.progress} />
      <FormActions sending={form.sending} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
