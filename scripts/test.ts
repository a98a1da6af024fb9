/**
 * `npm test`: every stage in turn, stopping after the first group that fails, then how long each
 * took, so a slow CI run says where its time went. `npm test -- web e2e` runs only the stages named.
 *
 * The web unit tests and the ops tests run side by side: Vitest gives the site's tests one worker
 * on a two-core machine, and the ops tests spend most of their time waiting on the services they
 * start, stop and kill. The format check and the linter, both single-threaded readers, do too.
 * Each one's output is printed whole when it ends, so the two never interleave. The CMS and
 * end-to-end stages each keep the machine busy alone: the CMS tests run two Strapis at once, and
 * the end-to-end timings (the CMS's 1 s answer budget) would measure a neighbour's load.
 */
import { spawn } from 'node:child_process';
import { ROOT } from './lib/paths';

const STAGES = {
  format: 'format:check',
  lint: 'lint',
  cms: 'test:cms',
  e2e: 'test:e2e',
  web: 'test:web',
  ops: 'test:ops',
} as const;

type StageName = keyof typeof STAGES;

/** In order; the stages of one group run at the same time. */
const GROUPS: StageName[][] = [['format', 'lint'], ['cms'], ['e2e'], ['web', 'ops']];

interface Outcome {
  stage: StageName;
  seconds: number;
  code: number;
}

function runStage(stage: StageName, alongside: boolean): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', STAGES[stage]], {
      cwd: ROOT,
      stdio: alongside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (alongside) {
        process.stdout.write(`\n── ${stage} (${STAGES[stage]}) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ stage, seconds: Math.round((Date.now() - started) / 1000), code: code ?? (signal ? 1 : 0) });
    });
  });
}

async function main(): Promise<void> {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(name in STAGES));
  if (unknown.length > 0) {
    console.error(`Unknown stage ${unknown.join(', ')}: the stages are ${Object.keys(STAGES).join(', ')}.`);
    process.exitCode = 2;
    return;
  }
  const chosen = GROUPS.map((group) => group.filter((stage) => asked.length === 0 || asked.includes(stage))).filter(
    (group) => group.length > 0,
  );
  const outcomes: Outcome[] = [];
  let failed = false;
  for (const group of chosen) {
    if (group.length > 1)
      console.log(`\n${group.join(' and ')} run side by side; each one's output follows when it ends.`);
    outcomes.push(...(await Promise.all(group.map((stage) => runStage(stage, group.length > 1)))));
    if (outcomes.some(({ code }) => code !== 0)) {
      failed = true;
      break;
    }
  }
  console.log('\nStages:');
  for (const { stage, seconds, code } of outcomes)
    console.log(
      `  ${stage.padEnd(7)} ${String(seconds).padStart(5)} s  ${code === 0 ? 'passed' : `failed (exit ${code})`}`,
    );
  const skipped = chosen.flat().filter((stage) => !outcomes.some((outcome) => outcome.stage === stage));
  if (skipped.length > 0) console.log(`  not run: ${skipped.join(', ')}`);
  process.exitCode = failed ? 1 : 0;
}

void main();
