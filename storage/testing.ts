/**
 * Databases for tests. With DATABASE_URL: a fresh `test_<random>` database on that server,
 * copied from a migrated template database and dropped on close. Without: an in-memory PGlite loaded from a migrated template (migrations +
 * the pg-boss schema), built once and cached under os.tmpdir(): opening one takes ~0.3 s where
 * initdb + migrations + pg-boss install take ~3 s, and jest gives every test file a fresh module
 * registry, so a module variable alone would rebuild it per file.
 */
import { createHash, randomBytes } from "node:crypto";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { startBoss } from "./boss.js";
import { assembleDatabase, type Database } from "./db.js";
import { consoleLogger, type StorageLogger } from "./log.js";
import { listMigrations, runMigrations } from "./migrate.js";
import { openPglite, pgliteKnex } from "./pglite.js";
import { postgresKnex } from "./postgres.js";

/** Options for {@link openTestDatabase}. */
export interface TestDatabaseOptions {
  /** Start pg-boss (default true, like openDatabase; pass false to skip its start-up). */
  boss?: boolean;
  /** Where knex/pg-boss trouble goes; default JSON lines on stderr (`log.ts`). */
  logger?: StorageLogger;
}

const require = createRequire(import.meta.url);
let templatePromise: Promise<Blob> | undefined;

/** A fresh, migrated database for one test file or test. `close()` disposes of it entirely. */
export async function openTestDatabase(opts: TestDatabaseOptions = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgresTestDatabase(url, opts) : openPgliteTestDatabase(opts);
}

async function openPgliteTestDatabase(opts: TestDatabaseOptions): Promise<Database> {
  templatePromise ??= loadOrBuildTemplate();
  const handle = await openPglite(
    { memory: true, loadDataDir: await templatePromise },
    opts.logger ?? consoleLogger,
  );
  return assembleDatabase(
    "pglite",
    handle.knex,
    handle.close,
    // The template holds exactly these migrations (its name is their hash): nothing to run.
    { migrate: false, boss: opts.boss ?? true, logger: opts.logger },
    "test PGlite",
  );
}

/** A dependency's installed version (their `exports` hide package.json from require). */
function packageVersion(name: string): string {
  let dir = dirname(require.resolve(name));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === name) return pkg.version ?? "";
    } catch {
      /* no package.json at this level */
    }
    const parent = dirname(dir);
    if (parent === dir) return "";
    dir = parent;
  }
}

/** The template's cache key: anything that changes its contents changes the file name. */
function templateKey(): string {
  const hash = createHash("sha256");
  for (const pkg of ["@electric-sql/pglite", "pg-boss"]) hash.update(packageVersion(pkg));
  for (const m of listMigrations()) hash.update(m.name).update(readFileSync(m.file));
  return hash.digest("hex").slice(0, 16);
}

async function loadOrBuildTemplate(): Promise<Blob> {
  const path = join(tmpdir(), `pglite-template-${templateKey()}.tar`);
  try {
    return new Blob([readFileSync(path)]);
  } catch {
    const blob = await buildTemplate();
    // Write-then-rename: parallel jest workers may build at once; readers never see half a file.
    const partial = `${path}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, new Uint8Array(await blob.arrayBuffer()));
    renameSync(partial, path);
    return blob;
  }
}

async function buildTemplate(): Promise<Blob> {
  const pglite = await PGlite.create();
  const silent = { warn() {}, error() {} };
  const knex = pgliteKnex(pglite, silent);
  try {
    await runMigrations(knex);
    const boss = await startBoss(knex, "pglite", silent);
    await boss.stop({ graceful: false });
    return await pglite.dumpDataDir("none");
  } finally {
    await knex.destroy();
    await pglite.close();
  }
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on("error", () => {}); // a dropped admin connection must not crash the test run
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function openPostgresTestDatabase(serverUrl: string, opts: TestDatabaseOptions): Promise<Database> {
  const template = await postgresTemplate(serverUrl);
  const name = `test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const knex = postgresKnex(databaseUrl(serverUrl, name), opts.logger ?? consoleLogger);
  const drop = async () => {
    await knex.destroy();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  return assembleDatabase(
    "postgres",
    knex,
    drop,
    // The template holds exactly these migrations (its name is their hash): nothing to run.
    { migrate: false, boss: opts.boss ?? true, logger: opts.logger },
    `test database ${name}`,
  );
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The name of a database on the server holding every migration and the pg-boss schema, built
 * once per migration set (its name carries {@link templateKey}) and kept for later runs:
 * `CREATE DATABASE … TEMPLATE` copies it in a fraction of the time migrating takes. Parallel
 * jest workers may build at once: each builds under a name of its own and renames it into
 * place; a loser drops its copy.
 */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `test_template_${templateKey()}`;
  if (await databaseExists(serverUrl, name)) return name;
  const building = `test_building_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${building}`);
  try {
    const silent = { warn() {}, error() {} };
    const knex = postgresKnex(databaseUrl(serverUrl, building), silent);
    try {
      await runMigrations(knex);
      const boss = await startBoss(knex, "postgres", silent);
      await boss.stop({ graceful: false });
    } finally {
      await knex.destroy();
    }
    if (!(await databaseExists(serverUrl, name))) {
      await adminQuery(serverUrl, `ALTER DATABASE ${building} RENAME TO ${name}`).catch(
        async (err: unknown) => {
          if (!(await databaseExists(serverUrl, name))) throw err;
        },
      );
    }
  } finally {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
  }
  return name;
}

async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  client.on("error", () => {});
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    return rowCount === 1;
  } finally {
    await client.end();
  }
}
