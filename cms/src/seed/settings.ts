/** SEED_DEMO_CONTENT=false (or 0/no/off) skips the demo content; roles, permissions and accounts are still ensured. */
export function demoContentEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.SEED_DEMO_CONTENT?.trim().toLowerCase();
  return !(value === 'false' || value === '0' || value === 'no' || value === 'off');
}
