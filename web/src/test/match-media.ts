/**
 * jsdom has no matchMedia, and the carousels read their breakpoints through it. Import this module
 * in a test that renders a carousel; every query answers "does not match" (a wide screen).
 */
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

export {};
