import { spawn, type SpawnOptions } from 'node:child_process';
import { OpsError } from './errors';

export interface RunResult {
  stdout: string;
  stderr: string;
}

/**
 * Runs a command to completion and collects its output; a non-zero exit (or a missing program)
 * becomes an OpsError carrying `what` and the command's own last words.
 */
export function runCommand(
  command: string,
  args: string[],
  what: string,
  options: SpawnOptions = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new OpsError(
          error.code === 'ENOENT'
            ? `${what}: \`${command}\` is not installed or not on PATH.`
            : `${what}: ${error.message}`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else
        reject(
          new OpsError(`${what}: \`${command}\` exited with ${code}.${stderr.trim() ? `\n${lastLines(stderr)}` : ''}`),
        );
    });
  });
}

export function lastLines(text: string, count = 8): string {
  return text
    .trim()
    .split('\n')
    .slice(-count)
    .map((line) => `  ${line}`)
    .join('\n');
}
