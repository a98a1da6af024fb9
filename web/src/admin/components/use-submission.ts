import { useCallback, useRef, useState } from 'react';

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface Submission {
  /** True while a request runs: every button that sends is disabled meanwhile. */
  sending: boolean;
  /** Upload progress 0..1 while files are sent, else null. */
  progress: number | null;
  /**
   * Runs one request at a time. With `upload`, the task gets an onUploadProgress callback for the
   * API client (which then reports the upload's progress).
   */
  run: <T>(
    task: (onUploadProgress?: (fraction: number) => void) => Promise<T>,
    options?: { upload?: boolean },
  ) => Promise<Outcome<T>>;
}

export function useSubmission(): Submission {
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef(false);

  const run = useCallback<Submission['run']>(async (task, options) => {
    if (running.current) return { ok: false, error: new Error('A request is already running.') };
    running.current = true;
    setSending(true);
    setProgress(options?.upload ? 0 : null);
    try {
      const value = await task(options?.upload ? setProgress : undefined);
      return { ok: true, value };
    } catch (error) {
      return { ok: false, error };
    } finally {
      running.current = false;
      setSending(false);
      setProgress(null);
    }
  }, []);

  return { sending, progress, run };
}
