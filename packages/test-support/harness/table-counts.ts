import type { Core } from '@strapi/strapi';

/** Row count of every table in the database Strapi is connected to, by table name. */
export async function tableRowCounts(strapi: Core.Strapi): Promise<Record<string, number>> {
  const knex = strapi.db.connection;
  const tables =
    strapi.db.dialect.client === 'sqlite'
      ? (
          (await knex('sqlite_master')
            .select('name')
            .where({ type: 'table' })
            .whereNot('name', 'like', 'sqlite_%')) as { name: string }[]
        ).map((row) => row.name)
      : (
          await knex<{ tablename: string }>('pg_tables').select('tablename').whereRaw('schemaname = current_schema()')
        ).map((row) => row.tablename);

  const counts: Record<string, number> = {};
  for (const table of tables.sort()) {
    const [row] = await knex(table).count<{ rows: number | string }[]>({ rows: '*' });
    counts[table] = Number(row.rows);
  }
  return counts;
}
