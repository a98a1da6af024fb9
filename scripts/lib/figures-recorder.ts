import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'node:util';
import { figuresSection, replaceSection, thisMachine } from './benchmarks-file';
import { ROOT } from './paths';

export const BENCHMARKS_FILE = join(ROOT, 'docs', 'BENCHMARKS.md');

/** The flag that asks a bench or drill script to write its figures into docs/BENCHMARKS.md. */
export const WRITE_FLAG = '--write';

/** The command line's own arguments, without the flag (a route list, for instance). */
export const scriptArguments = (argv: readonly string[] = process.argv) =>
  argv.slice(2).filter((argument) => argument !== WRITE_FLAG);

/** A line a started service logged (processes.ts prefixes them with `[name]`): not a figure. */
const SERVICE_LOG = /^\[[\w -]+\] /;

export interface FiguresRecorder {
  /** Writes what was printed since the recorder started into the script's section (with --write only). */
  write(): void;
}

/**
 * Keeps what the script prints from now on, when it was run with --write; `write()` at the end of a
 * complete run puts it in docs/BENCHMARKS.md. A run that fails half-way writes nothing.
 */
export function recordFigures(section: string, argv: readonly string[] = process.argv): FiguresRecorder {
  if (!argv.includes(WRITE_FLAG)) return { write: () => undefined };
  const printed: string[] = [];
  const log = console.log.bind(console);
  console.log = (...values: unknown[]) => {
    log(...values);
    for (const line of format(...values).split('\n')) if (!SERVICE_LOG.test(line)) printed.push(line);
  };
  return {
    write() {
      console.log = log;
      const document = readFileSync(BENCHMARKS_FILE, 'utf8');
      const body = figuresSection(printed.join('\n'), new Date(), thisMachine());
      writeFileSync(BENCHMARKS_FILE, replaceSection(document, section, body));
      log(`\nWritten to docs/BENCHMARKS.md (${section}).`);
    },
  };
}
