/**
 * Strapi reads its configuration from process.env when it loads, so each boot writes its variables
 * there and puts the previous values back when it stops. Test files run two at a time, each in a
 * worker thread with its own copy of process.env: within a file, one boot at a time sets it.
 */

/**
 * Variables that would point Strapi somewhere other than the test database if left over, and the
 * shell's Redis (CI exports REDIS_URL for the two-instance test): a boot that leaves it on would
 * count rate limits in one place across test files. A test passes REDIS_URL itself when it wants it.
 */
const CLEARED_PREFIXES = ['DATABASE_', 'SEED_', 'REDIS_'];

export function applyEnv(values: Readonly<Record<string, string | undefined>>): () => void {
  const touched = new Set<string>([
    ...Object.keys(process.env).filter((name) => CLEARED_PREFIXES.some((prefix) => name.startsWith(prefix))),
    ...Object.keys(values),
  ]);
  const previous = new Map<string, string | undefined>();
  for (const name of touched) previous.set(name, process.env[name]);

  for (const name of touched) {
    const value = values[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }

  return () => {
    for (const [name, value] of previous) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
