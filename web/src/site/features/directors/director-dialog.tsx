import type { Director } from '../../../lib/api';
import { useText } from '../../../lib/i18n';
import { useEnhanced } from '../../../lib/use-enhanced';
import { SiteDialog, type SiteDialogProps } from '../../components/site-dialog/site-dialog';

/** What a director writes: the role, then the message's paragraphs. */
function DirectorMessage({ director }: { director: Director }) {
  return (
    <>
      <p className="director-dialog__role">{director.heading}</p>
      {director.sms.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  );
}

type DirectorDialogProps = { director: Director } & Omit<SiteDialogProps, 'title' | 'children'>;

/**
 * A director's message. Served, the corner link closes it; once the script runs, its Close button,
 * the backdrop or Escape.
 */
export function DirectorDialog({ director, onClose, ...dialog }: DirectorDialogProps) {
  const text = useText();
  const enhanced = useEnhanced();
  return (
    <SiteDialog
      title={director.name}
      onClose={onClose}
      closeInContent
      size="large"
      className="director-dialog"
      {...dialog}
    >
      <DirectorMessage director={director} />
      {enhanced && (
        <div className="director-dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {text('dialog.close')}
          </button>
        </div>
      )}
    </SiteDialog>
  );
}
