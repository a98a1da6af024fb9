import { BusyButton } from './busy-button';

export interface FormActionsProps {
  sending: boolean;
  submitLabel: string;
  busyLabel?: string;
  submitDisabled?: boolean;
  onCancel?: () => void;
}

/** Submit (disabled and busy while sending) and an optional Cancel. */
export function FormActions({
  sending,
  submitLabel,
  busyLabel = 'Saving...',
  submitDisabled,
  onCancel,
}: FormActionsProps) {
  return (
    <div className="adm-form__actions">
      <BusyButton busy={sending} busyLabel={busyLabel} disabled={submitDisabled}>
        {submitLabel}
      </BusyButton>
      {onCancel && (
        <button type="button" className="adm-button adm-button--secondary" onClick={onCancel} disabled={sending}>
          Cancel
        </button>
      )}
    </div>
  );
}
