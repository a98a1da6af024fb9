/**
 * jsdom has no matchMedia, and react-slick reads its breakpoints through it. Import this module
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
