/** The part of better-sqlite3's API these scripts use (the package ships no types; @types/better-sqlite3 is not installed). */
declare module 'better-sqlite3' {
  interface Statement {
    get(...params: unknown[]): unknown;
    all(...params: unknown[]): unknown[];
    run(...params: unknown[]): unknown;
  }
  class Database {
    constructor(filename: string, options?: { readonly?: boolean; fileMustExist?: boolean });
    prepare(source: string): Statement;
    pragma(source: string, options?: { simple?: boolean }): unknown;
    exec(source: string): this;
    backup(destination: string): Promise<unknown>;
    close(): void;
  }
  export = Database;
}
