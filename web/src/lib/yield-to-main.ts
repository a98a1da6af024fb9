interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task, so the browser may paint, answer a tap, or run its own work before the
 * caller's next step: a start-up split into such steps never holds a phone's main thread for long.
 * `scheduler.yield()` resumes ahead of other queued tasks (Chromium); elsewhere a timer does it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
