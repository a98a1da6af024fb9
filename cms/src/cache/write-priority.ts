/**
 * Admin writes go first. Node serves every ready connection in turn, so under many readers each
 * step of a save (body parsing, image formats, queries: dozens of steps) waits behind a whole round
 * of reads, and the editor waits for all of them. While a write is in flight, public reads of this
 * process wait for it — for at most MAX_WAIT_MS. Writes are rare (a few a day), so readers seldom
 * notice; the wait is bounded, so a slow upload cannot stall them.
 */
const MAX_WAIT_MS = 1000;

export class WritePriority {
  private active = 0;
  private idle: Promise<void> | undefined;
  private release: () => void = () => undefined;

  /** Marks a write as started; call the returned function once it has answered. */
  begin(): () => void {
    if (this.active === 0) this.idle = new Promise((resolve) => (this.release = resolve));
    this.active += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.active -= 1;
      if (this.active === 0) {
        this.idle = undefined;
        this.release();
      }
    };
  }

  /** Resolves when no write is in flight (background work, e.g. an image's formats, waits for that). */
  async writesDone(): Promise<void> {
    while (this.idle) await this.idle;
  }

  /** Resolves when no write is in flight, or after MAX_WAIT_MS. */
  async readerTurn(): Promise<void> {
    if (!this.idle) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.idle, new Promise((resolve) => (timer = setTimeout(resolve, MAX_WAIT_MS)))]);
    clearTimeout(timer);
  }
}
