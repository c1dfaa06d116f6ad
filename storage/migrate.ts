/**
 * Numbered knex migrations from `storage/migrations/`, loaded with dynamic `import()` so they
 * run as TypeScript under tsx and jest and as JavaScript after `tsc` — knex's own file loader
 * only understands one extension and CommonJS-style resolution.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Knex } from "knex";

/** The folder the migrations live in. */
export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));

// 0001_name.ts / .js, not tests or declaration files.
const MIGRATION_FILE = /^(\d{4}_[A-Za-z0-9_-]+)\.(ts|js|mts|mjs)$/;

/** One migration: its name (the file name without extension, as recorded by knex) and file. */
export interface MigrationEntry {
  name: string;
  file: string;
}

/** Lists `dir` in name order; the extension is dropped so .ts and built .js record the same name. */
export function listMigrations(dir: string = MIGRATIONS_DIR): MigrationEntry[] {
  const byName = new Map<string, string>();
  for (const file of readdirSync(dir).sort()) {
    if (file.endsWith(".d.ts") || file.includes(".test.")) continue;
    const match = MIGRATION_FILE.exec(file);
    if (match?.[1] && !byName.has(match[1])) byName.set(match[1], join(dir, file));
  }
  return [...byName].map(([name, file]) => ({ name, file })).sort((a, b) => a.name.localeCompare(b.name));
}

/** A knex MigrationSource over a folder of numbered migration modules. */
export class FolderMigrationSource implements Knex.MigrationSource<MigrationEntry> {
  constructor(private readonly dir: string = MIGRATIONS_DIR) {}

  /** All migrations, in order. */
  async getMigrations(): Promise<MigrationEntry[]> {
    return listMigrations(this.dir);
  }

  /** The name knex records in `knex_migrations`. */
  getMigrationName(migration: MigrationEntry): string {
    return migration.name;
  }

  /** Imports the module; it exports `up` and `down`. */
  async getMigration(migration: MigrationEntry): Promise<Knex.Migration> {
    const mod = (await import(pathToFileURL(migration.file).href)) as Partial<Knex.Migration>;
    if (typeof mod.up !== "function") throw new Error(`Migration ${migration.name} exports no up()`);
    return { up: mod.up, ...(mod.down ? { down: mod.down } : {}) };
  }
}

// knex's own migration lock is a row that a second migrator finds taken and gives up on
// ("Migration table is already locked"), and two migrators creating knex_migrations at once
// collide. N servers starting together on one PostgreSQL must instead wait their turn: calls in
// one process are chained, and across processes a session advisory lock is held on a pooled
// connection while the migrator works on the others.
const chains = new WeakMap<Knex, Promise<unknown>>();
const ADVISORY_KEY = "hashtext('contract-first-apis:storage:migrations')";

async function withAdvisoryLock<T>(knex: Knex, fn: () => Promise<T>): Promise<T> {
  // With a single connection (PGlite, whose folder lock already excludes other processes)
  // holding one would leave the migrator none.
  const max = (knex.client as { pool?: { max?: number } }).pool?.max ?? 1;
  if (max < 2) return fn();
  const conn: unknown = await knex.client.acquireConnection();
  try {
    await knex.raw(`SELECT pg_advisory_lock(${ADVISORY_KEY})`).connection(conn);
    try {
      return await fn();
    } finally {
      await knex.raw(`SELECT pg_advisory_unlock(${ADVISORY_KEY})`).connection(conn);
    }
  } finally {
    await knex.client.releaseConnection(conn);
  }
}

/** Runs every pending migration; returns the names that ran (empty when up to date). */
export async function runMigrations(knex: Knex, dir?: string): Promise<string[]> {
  const run = async () => {
    const [, ran] = (await withAdvisoryLock(knex, () =>
      knex.migrate.latest({ migrationSource: new FolderMigrationSource(dir) }),
    )) as [number, string[]];
    return ran;
  };
  const previous = chains.get(knex) ?? Promise.resolve();
  const result = previous.then(run, run);
  chains.set(
    knex,
    result.catch(() => {}),
  );
  return result;
}
