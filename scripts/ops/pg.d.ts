/**
 * The part of `pg` these scripts use (the package ships no types; @types/pg is not installed).
 * The same shape as cms/tests/harness/pg.d.ts, so both can be in one program.
 */
declare module 'pg' {
  class Client {
    constructor(config: { connectionString: string });
    connect(): Promise<void>;
    query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
    end(): Promise<void>;
  }
  const pg: { Client: typeof Client };
  export default pg;
}
