import { SiteDialog, type SiteDialogProps } from './site-dialog';

export type ReadingDialogProps = Omit<SiteDialogProps, 'size' | 'closeOnEscape' | 'closeOnBackdrop' | 'lockScroll'>;

/**
 * A blog, news item or event read in full. As specified these close only with ×, and the page
 * behind them does not scroll while they are open.
 */
export function ReadingDialog(props: ReadingDialogProps) {
  return <SiteDialog {...props} size="large" closeOnEscape={false} closeOnBackdrop={false} lockScroll />;
}
