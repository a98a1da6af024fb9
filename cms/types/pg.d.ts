/** The few `pg` calls the start command makes (the package ships no types and @types/pg is not installed). */
declare module 'pg' {
  interface ClientConfig {
    connectionString?: string;
    host?: string;
    port?: number;
    database?: string;
    user?: string;
    password?: string;
    ssl?: unknown;
  }
  class Client {
    constructor(config: ClientConfig);
    connect(): Promise<void>;
    query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
    end(): Promise<void>;
  }
  const pg: { Client: typeof Client };
  export default pg;
  export type { ClientConfig };
}
