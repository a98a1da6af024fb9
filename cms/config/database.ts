import path from 'path';
import type { Core } from '@strapi/strapi';

/** SQLite under cms/.tmp by default; Postgres with DATABASE_CLIENT=postgres (DATABASE_URL or host variables). */
export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    const ssl = env.bool('DATABASE_SSL', false)
      ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
      : false;
    const url = env('DATABASE_URL', '');
    return {
      connection: {
        client: 'postgres',
        // pg lets the fields parsed from connectionString win over the separate host variables.
        connection: {
          host: env('DATABASE_HOST', '127.0.0.1'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'strapi'),
          user: env('DATABASE_USERNAME', 'strapi'),
          password: env('DATABASE_PASSWORD', ''),
          ssl,
          ...(url ? { connectionString: url } : {}),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }

  if (client !== 'sqlite') {
    throw new Error(`DATABASE_CLIENT must be "sqlite" or "postgres", not "${client}".`);
  }

  return {
    connection: {
      client: 'sqlite',
      // cms/ is two levels above dist/config; an absolute DATABASE_FILENAME (tests) is kept as is.
      connection: { filename: path.resolve(__dirname, '..', '..', env('DATABASE_FILENAME', '.tmp/data.db')) },
      useNullAsDefault: true,
    },
  };
};
