import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_VIEW_WAIT_MS, firstViewPainted } from './first-view';

/** The served page's body, with or without the banner that asks to be fetched first. */
function servedPage(banner: 'loading' | 'loaded' | 'none'): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML =
    banner === 'none'
      ? '<img src="/uploads/about.jpg" loading="lazy" alt="" />'
      : '<img fetchpriority="high" src="/uploads/banner.jpg" alt="" />';
  const image = doc.querySelector('img')!;
  Object.defineProperty(image, 'complete', { value: banner === 'loaded' });
  Object.defineProperty(image, 'naturalWidth', { value: banner === 'loaded' ? 1920 : 0 });
  return doc;
}

/** A served page whose first tab panel the style sheet shows after a delay: its animation, by hand. */
function pageWithReveal(): { doc: Document; finish: () => void } {
  const doc = servedPage('none');
  const panel = doc.createElement('div');
  panel.setAttribute('data-first-view-reveal', '');
  doc.body.append(panel);
  let finish = () => {};
  const finished = new Promise<Animation>((resolve) => (finish = () => resolve({} as Animation)));
  // jsdom runs no CSS animations: the panel's delayed reveal is stood in for.
  Object.defineProperty(panel, 'getAnimations', { value: () => [{ finished }] });
  return { doc, finish };
}

/** Whether the app may start by now. */
async function started(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

/** The longest a frame takes to come in these tests (a hidden tab's timer). */
const FRAME_MS = 100;

describe('the app starts once the first view is on screen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts after the first frame on a page without a lead picture', async () => {
    vi.useFakeTimers();
    const wait = firstViewPainted(servedPage('none'));
    expect(await started(wait)).toBe(false);
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    expect(await started(wait)).toBe(true);
  });

  it('waits for the banner to load, then for the frame that shows it', async () => {
    vi.useFakeTimers();
    const doc = servedPage('loading');
    const wait = firstViewPainted(doc);
    await vi.advanceTimersByTimeAsync(FRAME_MS * 5);
    expect(await started(wait)).toBe(false);
    doc.querySelector('img')!.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    expect(await started(wait)).toBe(true);
  });

  it('starts after the next frame when the banner had already loaded', async () => {
    vi.useFakeTimers();
    const wait = firstViewPainted(servedPage('loaded'));
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    expect(await started(wait)).toBe(true);
  });

  it('does not wait for a banner that failed (the picture falls back to the next candidate)', async () => {
    vi.useFakeTimers();
    const doc = servedPage('loading');
    const wait = firstViewPainted(doc);
    doc.querySelector('img')!.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    expect(await started(wait)).toBe(true);
  });

  it('waits until the style sheet has shown the first tab panel', async () => {
    vi.useFakeTimers();
    const { doc, finish } = pageWithReveal();
    const wait = firstViewPainted(doc);
    await vi.advanceTimersByTimeAsync(FRAME_MS * 5);
    expect(await started(wait)).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    expect(await started(wait)).toBe(true);
  });

  it('stops waiting for a banner still loading after the limit', async () => {
    vi.useFakeTimers();
    const wait = firstViewPainted(servedPage('loading'));
    await vi.advanceTimersByTimeAsync(FIRST_VIEW_WAIT_MS - 1);
    expect(await started(wait)).toBe(false);
    await vi.advanceTimersByTimeAsync(1 + FRAME_MS);
    expect(await started(wait)).toBe(true);
  });
});
