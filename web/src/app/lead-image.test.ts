import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAD_IMAGE_WAIT_MS, leadImagePainted } from './lead-image';

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

/** Whether the app may start by now. */
async function started(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('the app starts once the lead picture is on screen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at once on a page without a lead picture', async () => {
    vi.useFakeTimers();
    expect(await started(leadImagePainted(servedPage('none')))).toBe(true);
  });

  it('waits for the banner to load, then for the frame that shows it', async () => {
    vi.useFakeTimers();
    const doc = servedPage('loading');
    const wait = leadImagePainted(doc);
    expect(await started(wait)).toBe(false);
    doc.querySelector('img')!.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(await started(wait)).toBe(true);
  });

  it('starts after the next frame when the banner had already loaded', async () => {
    vi.useFakeTimers();
    const wait = leadImagePainted(servedPage('loaded'));
    await vi.advanceTimersByTimeAsync(100);
    expect(await started(wait)).toBe(true);
  });

  it('does not wait for a banner that failed (the picture falls back to the next candidate)', async () => {
    vi.useFakeTimers();
    const doc = servedPage('loading');
    const wait = leadImagePainted(doc);
    doc.querySelector('img')!.dispatchEvent(new Event('error'));
    expect(await started(wait)).toBe(true);
  });

  it('stops waiting for a banner still loading after the limit', async () => {
    vi.useFakeTimers();
    const wait = leadImagePainted(servedPage('loading'));
    await vi.advanceTimersByTimeAsync(LEAD_IMAGE_WAIT_MS - 1);
    expect(await started(wait)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await started(wait)).toBe(true);
  });
});
