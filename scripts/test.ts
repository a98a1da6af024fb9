/**
 * `npm test`: every stage in turn, stopping at the first that fails, then how long each took, so
 * a slow CI run says where its time went. `npm test -- web e2e` runs only the stages named.
 */
import { spawn } from 'node:child_process';
import { ROOT } from './lib/paths';

const STAGES = [
  ['format', 'format:check'],
  ['lint', 'lint'],
  ['cms', 'test:cms'],
  ['web', 'test:web'],
  ['e2e', 'test:e2e'],
  ['ops', 'test:ops'],
] as const;

type StageName = (typeof STAGES)[number][0];

function runScript(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<void> {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !STAGES.some(([stage]) => stage === name));
  if (unknown.length > 0) {
    console.error(`Unknown stage ${unknown.join(', ')}: the stages are ${STAGES.map(([stage]) => stage).join(', ')}.`);
    process.exitCode = 2;
    return;
  }
  const chosen = STAGES.filter(([stage]) => asked.length === 0 || asked.includes(stage));
  const took: Array<[StageName, number, string]> = [];
  let failed = false;
  for (const [stage, script] of chosen) {
    const started = Date.now();
    const code = await runScript(script);
    const seconds = Math.round((Date.now() - started) / 1000);
    took.push([stage, seconds, code === 0 ? 'passed' : `failed (exit ${code})`]);
    if (code !== 0) {
      failed = true;
      break;
    }
  }
  console.log('\nStages:');
  for (const [stage, seconds, outcome] of took)
    console.log(`  ${stage.padEnd(7)} ${String(seconds).padStart(5)} s  ${outcome}`);
  const skipped = chosen.slice(took.length).map(([stage]) => stage);
  if (skipped.length > 0) console.log(`  not run: ${skipped.join(', ')}`);
  process.exitCode = failed ? 1 : 0;
}

void main();
