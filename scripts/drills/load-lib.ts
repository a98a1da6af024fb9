/**
 * Many concurrent readers across every public read while an admin keeps saving content: errors,
 * read latency p50/p99, save latency, and acknowledged saves lost (must be 0). Used by
 * `npm run drill:load` and, small, by tests/ops/drills.test.ts.
 */
import { performance } from 'node:perf_hooks';
import { PUBLIC_READS } from './endpoints';
import { percentile, type DrillTarget } from './target';

/** Every public read, and the filters and pages the site asks for. */
const READS = [...PUBLIC_READS, '/doctors/?type=doctor', '/doctors/?page=1&page_size=5', '/content/?type=blog'];

export interface LoadFigures {
  readers: number;
  seconds: number;
  reads: number;
  readErrors: number;
  readP50: number;
  readP99: number;
  saves: number;
  saveErrors: number;
  saveP50: number;
  saveP99: number;
  /** Saves answered 201 whose doctor is not in the list afterwards: must be 0. */
  savesLost: number;
}

export async function runLoad(
  target: DrillTarget,
  { readers, seconds, adminToken, via }: { readers: number; seconds: number; adminToken: string; via?: string },
): Promise<LoadFigures> {
  const base = `${via ?? target.cmsUrl}/api`;
  const deadline = performance.now() + seconds * 1000;
  const readTimes: number[] = [];
  const saveTimes: number[] = [];
  let readErrors = 0;
  let saveErrors = 0;
  const saved: number[] = [];

  const reader = async (n: number) => {
    for (let i = n; performance.now() < deadline; i += 1) {
      const started = performance.now();
      try {
        const response = await fetch(`${base}${READS[i % READS.length]}`, {
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        if (response.status !== 200) readErrors += 1;
      } catch {
        readErrors += 1;
      }
      readTimes.push(performance.now() - started);
    }
  };
  // An editor's pace, not a flood: two saves a second, each adding a doctor the readers then list.
  const editor = async () => {
    for (let i = 0; performance.now() < deadline; i += 1) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 500));
      const form = new FormData();
      for (const [field, value] of Object.entries({
        name: `Dr. Load ${i}`,
        designation: 'Neurologist',
        about: 'Saved during the load drill',
        type: 'doctor',
      }))
        form.append(field, value);
      const started = performance.now();
      try {
        const response = await fetch(`${target.cmsUrl}/api/doctors/`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${adminToken}` },
          body: form,
          signal: AbortSignal.timeout(30_000),
        });
        const body = (await response.json()) as { id?: number };
        if (response.status === 201 && typeof body.id === 'number') saved.push(body.id);
        else saveErrors += 1;
      } catch {
        saveErrors += 1;
      }
      saveTimes.push(performance.now() - started);
    }
  };
  await Promise.all([...Array.from({ length: readers }, (_, n) => reader(n)), editor()]);

  const listed = (await (await fetch(`${target.cmsUrl}/api/doctors/`)).json()) as Array<{ id: number }>;
  const ids = new Set(listed.map((doctor) => doctor.id));
  readTimes.sort((a, b) => a - b);
  saveTimes.sort((a, b) => a - b);
  const ms = (value: number) => Math.round(value * 10) / 10;
  return {
    readers,
    seconds,
    reads: readTimes.length,
    readErrors,
    readP50: ms(percentile(readTimes, 0.5)),
    readP99: ms(percentile(readTimes, 0.99)),
    saves: saveTimes.length,
    saveErrors,
    saveP50: ms(percentile(saveTimes, 0.5)),
    saveP99: ms(percentile(saveTimes, 0.99)),
    savesLost: saved.filter((id) => !ids.has(id)).length,
  };
}
