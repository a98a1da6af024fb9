import { Dialog } from '../../../components/dialog/dialog';
import type { Director } from '../../../lib/api';
import { useText } from '../../../lib/i18n';

/** A director's message; closes with its Close button, the backdrop or Escape. */
export function DirectorDialog({ director, onClose }: { director: Director | null; onClose: () => void }) {
  const text = useText();
  return (
    <Dialog
      open={director !== null}
      onClose={onClose}
      title={director?.name ?? ''}
      closeGlyph={null}
      size="large"
      className="director-dialog"
    >
      {director && (
        <>
          <p className="director-dialog__role">{director.heading}</p>
          {director.sms.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <div className="director-dialog__actions">
            <button type="button" className="button" onClick={onClose}>
              {text('dialog.close')}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
