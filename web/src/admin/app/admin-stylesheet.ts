/**
 * Adds a stylesheet to the page and resolves once it has loaded, so the admin screens are never
 * drawn unstyled. A stylesheet that fails to load does not hold them back: the screens still work.
 * Without a file to load (the unit tests build no CSS), there is nothing to wait for.
 */
export function stylesheetLoaded(href: string, doc: Document = document): Promise<void> {
  if (!href) return Promise.resolve();
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const settled = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  doc.head.append(link);
  return settled;
}
