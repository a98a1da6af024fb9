/** A failure the operator can act on: printed as its message alone, without a stack trace. */
export class OpsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OpsError';
  }
}

/** Runs a command-line entry point: prints an OpsError's message (or any other error's stack) and sets the exit code. */
export function runCli(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof OpsError) console.error(`${name}: ${error.message}`);
    else console.error(`${name}: unexpected failure:`, error);
    process.exitCode = 1;
  });
}
