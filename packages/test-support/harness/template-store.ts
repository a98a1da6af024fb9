import { createTemplateStore, TEMPLATES_VARIABLE } from './templates';

/**
 * Vitest's global setup: a folder for this run's database templates (./templates.ts), named to the
 * test workers through the environment, and removed with its Postgres templates when the run ends.
 * DATABASE_URL is the server the `postgres` project creates its databases on (cms/vitest.config.mts).
 */
export default function keepTemplatesForTheRun(): () => Promise<void> {
  // Once for the run, however many projects ask.
  if (process.env[TEMPLATES_VARIABLE]) return async () => undefined;
  const store = createTemplateStore(process.env.DATABASE_URL);
  process.env[TEMPLATES_VARIABLE] = store.root;
  return async () => {
    delete process.env[TEMPLATES_VARIABLE];
    await store.remove();
  };
}
