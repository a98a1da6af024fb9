/** The few `pg` calls the harness makes (the package ships no types and @types/pg is not installed). */
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
