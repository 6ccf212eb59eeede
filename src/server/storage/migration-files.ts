import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Migration } from './migrate.ts';

/** The plain SQL migrations of the lead database. */
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const MIGRATION_NAME = /^\d{4}_[a-z0-9_]+\.sql$/;

/** Every NNNN_name.sql file of the folder, in order; other files are a mistake and stop the start. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const names = readdirSync(dir).sort();
  const wrong = names.filter((name) => !MIGRATION_NAME.test(name));
  if (wrong.length)
    throw new Error(`${dir}: ${wrong.join(', ')}: migration files are named NNNN_name.sql (e.g. 0002_outbox.sql)`);
  return names.map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}
