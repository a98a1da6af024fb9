import pg from 'pg';

/** Runs one statement on the Postgres server named by `serverUrl` (CREATE and DROP DATABASE). */
export async function onPostgresServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** FORCE: a connection Strapi's pool has not closed yet must not keep the database alive. */
export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  await onPostgresServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * `CREATE DATABASE … TEMPLATE` refuses while anyone is connected to the template (a pool that has
 * not closed yet, or another copy being made at the same moment): a refusal is tried again.
 */
export async function copyPostgresDatabase(serverUrl: string, from: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await onPostgresServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${from}`);
      return;
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt >= 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
