/**
 * Migrations, one numbered sequence per package: `storage/platform/migrations/` (what every
 * service shares: users, sessions, API keys and credits, payments, usage) first, then each
 * service's `storage/<service>/migrations/` in name order. knex records each as
 * `<package>/<NNNN_name>`, so two services adding their next migration never collide on a number.
 * A service's migrations may depend on the platform's, never on another service's.
 *
 * Modules are loaded with dynamic `import()` so they run as TypeScript under tsx and jest and as
 * JavaScript after `tsc` — knex's own file loader only understands one extension and
 * CommonJS-style resolution.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Knex } from "knex";
import { renameLegacyMigrations } from "./legacyMigrations.js";

/** The folder holding one folder per package (`platform`, then the services). */
export const STORAGE_DIR = fileURLToPath(new URL("./", import.meta.url));

/** The package whose migrations run first: the one every service builds on. */
export const PLATFORM_PACKAGE = "platform";

// 0001_name.ts / .js, not tests or declaration files.
const MIGRATION_FILE = /^(\d{4}_[A-Za-z0-9_-]+)\.(ts|js|mts|mjs)$/;

/** One migration: its recorded name (`<package>/<file name without extension>`) and file. */
export interface MigrationEntry {
  name: string;
  file: string;
}

/** The packages under `root` that have a `migrations/` folder: the platform first, then by name. */
export function migrationPackages(root: string = STORAGE_DIR): string[] {
  const names = readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(root, e.name, "migrations")))
    .map((e) => e.name)
    .sort();
  return [...names.filter((n) => n === PLATFORM_PACKAGE), ...names.filter((n) => n !== PLATFORM_PACKAGE)];
}

/** One package's migrations in number order; the extension is dropped so .ts and built .js record the same name. */
function packageMigrations(root: string, pkg: string): MigrationEntry[] {
  const dir = join(root, pkg, "migrations");
  const byName = new Map<string, string>();
  for (const file of readdirSync(dir).sort()) {
    if (file.endsWith(".d.ts") || file.includes(".test.")) continue;
    const match = MIGRATION_FILE.exec(file);
    if (match?.[1] && !byName.has(match[1])) byName.set(match[1], join(dir, file));
  }
  return [...byName]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, file]) => ({ name: `${pkg}/${name}`, file }));
}

/** Every migration of every package, in the order they run. */
export function listMigrations(root: string = STORAGE_DIR): MigrationEntry[] {
  return migrationPackages(root).flatMap((pkg) => packageMigrations(root, pkg));
}

/** A knex MigrationSource over every package's migrations. */
export class PackageMigrationSource implements Knex.MigrationSource<MigrationEntry> {
  constructor(private readonly root: string = STORAGE_DIR) {}

  /** All migrations, in order. */
  async getMigrations(): Promise<MigrationEntry[]> {
    return listMigrations(this.root);
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

/**
 * Runs every pending migration; returns the names that ran (empty when up to date). A database
 * migrated before migrations were split per package has its recorded names renamed first
 * (./legacyMigrations.ts), so none of them runs again.
 */
export async function runMigrations(knex: Knex, root?: string): Promise<string[]> {
  const run = async () => {
    const [, ran] = (await withAdvisoryLock(knex, async () => {
      await renameLegacyMigrations(knex);
      return knex.migrate.latest({ migrationSource: new PackageMigrationSource(root) });
    })) as [number, string[]];
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
