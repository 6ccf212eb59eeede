/**
 * The one way the lead API talks to Postgres, whichever server holds the data: PGlite
 * (embedded, the local default) or a PostgreSQL server (DATABASE_URL, production). Both
 * speak the same SQL, so the code above this file never asks which one it has.
 */

export interface QueryResult<Row> {
  rows: Row[];
  /** Rows inserted, updated or deleted by the statement (0 for a plain SELECT on PGlite). */
  rowCount: number;
}

/**
 * The statement runner the job queue (pg-boss) takes as its `db`: the same connection or
 * transaction as the Queryable it belongs to, so a job can be enqueued or completed inside
 * the transaction that writes a lead or records its delivery.
 */
interface SqlExecutor {
  // pg-boss reads rows of its own shapes
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

export interface Queryable {
  /** One statement with $1, $2... parameters. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Several statements without parameters (a migration file). */
  exec(sql: string): Promise<void>;
  /** This connection or transaction as the job queue's statement runner. */
  readonly jobs: SqlExecutor;
}

type DatabaseDriver = 'pglite' | 'postgres';

export interface Database extends Queryable {
  readonly driver: DatabaseDriver;
  /** Where the data is, for messages: a directory, or the server without its password. */
  readonly location: string;
  /**
   * Runs work in one transaction: committed when it resolves, rolled back when it throws
   * (and the error rethrown), so its writes land together or not at all.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Waits for running work, then closes; later calls do nothing. */
  close(): Promise<void>;
}

/** The SQLSTATE of a Postgres error (both drivers put it on `code`), or undefined. */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}
