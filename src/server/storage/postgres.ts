import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database.ts';

/** The server a connection string names, without user or password: for messages and logs. */
function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const socket = parsed.searchParams.get('host');
    const where = socket ?? `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}`;
    return `postgresql://${where || 'localhost'}${parsed.pathname}`;
  } catch {
    return 'the PostgreSQL server of DATABASE_URL';
  }
}

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query(sql, [...params]);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      // without parameters node-postgres sends the simple query protocol, which runs several statements
      await client.query(sql);
    },
    jobs: {
      async executeSql(text, values) {
        const result: pg.QueryResult | pg.QueryResult[] = await client.query(text, values);
        // several statements (pg-boss's locked blocks) answer with one result each
        return { rows: Array.isArray(result) ? result.flatMap((r) => r.rows) : result.rows };
      },
    },
  };
}

export interface PostgresOptions {
  /** Connections in the pool (default 10). */
  maxConnections?: number;
}

/**
 * A PostgreSQL server through a node-postgres pool (DATABASE_URL): production's storage.
 * Checks the connection at once so a wrong URL stops the start with a clear message.
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const location = describeDatabaseUrl(url);
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10 });
  // an idle connection dropped by the server must not crash the process; the next query reconnects
  pool.on('error', (error) => console.error(`PostgreSQL connection lost (${location}): ${error.name}`));
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot reach the PostgreSQL server ${location} (DATABASE_URL): ${reason}`, { cause: error });
  }
  const base = queryable(pool);
  let closing: Promise<void> | null = null;
  return {
    driver: 'postgres',
    location,
    query: base.query,
    exec: base.exec,
    jobs: base.jobs,
    async transaction(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackError) {
          // a connection that cannot roll back is not given back to the pool
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}
