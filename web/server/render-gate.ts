/** How many pages render at once on a cache miss, and how many more may wait for a place. */
export interface RenderLimits {
  running: number;
  waiting: number;
}

/**
 * Rendering is work on the one thread that also sends every cached page: two at once keep the
 * CMS's answers overlapping without a cached page waiting behind a crowd of renderings, and a
 * short queue absorbs a burst of real visitors. A flood of addresses nobody cached is turned away
 * at once (the page's last good copy, else the 503 with the numbers) instead of queueing for seconds.
 */
export const DEFAULT_RENDER_LIMITS: RenderLimits = { running: 2, waiting: 16 };

/** Bounds the renderings of pages missing from the cache (DEFAULT_RENDER_LIMITS). */
export class RenderGate {
  private running = 0;
  private readonly queue: Array<() => void> = [];

  constructor(private readonly limits: RenderLimits = DEFAULT_RENDER_LIMITS) {}

  /** Runs `work` once a place is free; undefined, at once, when every place and the queue are taken. */
  run<T>(work: () => Promise<T>): Promise<T> | undefined {
    if (this.running >= this.limits.running && this.queue.length >= this.limits.waiting) return undefined;
    const placed = new Promise<void>((resolve) => {
      if (this.running < this.limits.running) {
        this.running += 1;
        resolve();
      } else this.queue.push(resolve);
    });
    return placed.then(work).finally(() => this.release());
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.running -= 1;
  }

  /** Renderings under way and waiting, for the answer that turns one away. */
  get load(): RenderLimits {
    return { running: this.running, waiting: this.queue.length };
  }
}
