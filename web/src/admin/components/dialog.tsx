import { Dialog as SiteDialog, type DialogProps as SiteDialogProps } from '../../components/dialog/dialog';

export type DialogProps = Omit<SiteDialogProps, 'look' | 'lockScroll' | 'closeGlyph'>;

/** The one dialog (components/dialog) in the admin's look; the page behind never scrolls. */
export function Dialog(props: DialogProps) {
  return <SiteDialog {...props} look="admin" lockScroll />;
}
