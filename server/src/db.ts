/**
 * The database: SQLite through Node's built-in node:sqlite (no native addon to build), and the SQL
 * migrations of server/migrations applied in name order, each once, recorded in
 * schema_migrations. To move to PostgreSQL, run the same files with your migration tool and swap
 * this module for a `pg` pool with the same `all`/`get`/`run` helpers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';

const migrations = new URL('../migrations/', import.meta.url);

export type Db = ReturnType<typeof openDb>;

export function openDb(file: string) {
  const sqlite = new DatabaseSync(file);
  sqlite.exec('PRAGMA foreign_keys = ON; PRAGMA journal_mode = WAL;');
  sqlite.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(
    sqlite
      .prepare('SELECT name FROM schema_migrations')
      .all()
      .map((row) => String(row.name)),
  );
  for (const name of readdirSync(migrations)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (applied.has(name)) continue;
    sqlite.exec('BEGIN');
    try {
      sqlite.exec(readFileSync(new URL(name, migrations), 'utf8'));
      sqlite
        .prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)')
        .run(name, new Date().toISOString());
      sqlite.exec('COMMIT');
    } catch (error) {
      sqlite.exec('ROLLBACK');
      throw error;
    }
  }
  return {
    all: <T>(sql: string, ...params: SQLInputValue[]) => sqlite.prepare(sql).all(...params) as T[],
    get: <T>(sql: string, ...params: SQLInputValue[]) => sqlite.prepare(sql).get(...params) as T | undefined,
    run: (sql: string, ...params: SQLInputValue[]) => sqlite.prepare(sql).run(...params),
    transaction<T>(work: () => T): T {
      sqlite.exec('BEGIN');
      try {
        const result = work();
        sqlite.exec('COMMIT');
        return result;
      } catch (error) {
        sqlite.exec('ROLLBACK');
        throw error;
      }
    },
    close: () => sqlite.close(),
  };
}
