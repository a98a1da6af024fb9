import { useEffect, type RefObject } from 'react';

/**
 * react-slick hides off-screen slides (and its loop clones) with aria-hidden but leaves their
 * buttons focusable; making them inert keeps Tab on the visible cards only.
 */
export function useInertHiddenSlides(rootRef: RefObject<HTMLElement>) {
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    const sync = () => {
      for (const slide of root.querySelectorAll<HTMLElement>('.slick-slide')) {
        slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [rootRef]);
}
