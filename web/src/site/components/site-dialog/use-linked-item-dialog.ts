import { useState } from 'react';
import { useLinkedItem } from '../page/use-linked-item';
import { useLastShown } from './use-last-shown';

/**
 * A list whose items open in one dialog, each also by its own address (`/blogs?post=3`): served
 * open in the page asked for it, the app's modal once a card is chosen, and in the page, hidden,
 * once closed (useLastShown). `dialog` is what the item's dialog takes beside the item.
 */
export function useLinkedItemDialog<T>(
  param: string,
  items: readonly T[],
  idOf: (item: T) => string | number,
  closeHref: string,
) {
  const [opened, setOpened] = useState<T | null>(null);
  const linked = useLinkedItem(param, items, idOf, setOpened);
  const shown = useLastShown(opened ?? linked ?? null);
  return {
    linked,
    shown,
    open: setOpened,
    dialog: { open: opened !== null, onClose: () => setOpened(null), servedOpen: linked !== undefined, closeHref },
  };
}
