/**
 * Databases for tests. With DATABASE_URL: a fresh `test_<random>` database on that server,
 * copied from a migrated template database and dropped on close. Without: PGlite on a copy of a
 * migrated template folder (migrations + the pg-boss schema), built once per migration set and
 * kept between runs. jest gives every test file a fresh module registry, so a module variable
 * alone would rebuild it per file; and copying a closed folder (~0.1 s, on memory-backed
 * /dev/shm where the machine has it) then opening it (~0.3 s) beats untarring a 44 MB dump into
 * PGlite's in-memory file system (~1 s, measured): many files open several databases.
 */
import { createHash, randomBytes } from "node:crypto";
import {
  accessSync,
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import pg from "pg";
import { startBoss } from "./boss.js";
import { assembleDatabase, type Database } from "./db.js";
import { pidAlive } from "./lock.js";
import { consoleLogger, type StorageLogger } from "./log.js";
import { listMigrations, runMigrations } from "./migrate.js";
import { openPglite, PGLITE_EXTENSIONS } from "./pglite.js";
import { postgresKnex } from "./postgres.js";

/** Options for {@link openTestDatabase}. */
export interface TestDatabaseOptions {
  /** Start pg-boss (default true, like openDatabase; pass false to skip its start-up). */
  boss?: boolean;
  /** Where knex/pg-boss trouble goes; default JSON lines on stderr (`log.ts`). */
  logger?: StorageLogger;
}

const require = createRequire(import.meta.url);
let templatePromise: Promise<string> | undefined;

/** A fresh, migrated database for one test file or test. `close()` disposes of it entirely. */
export async function openTestDatabase(opts: TestDatabaseOptions = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgresTestDatabase(url, opts) : openPgliteTestDatabase(opts);
}

async function openPgliteTestDatabase(opts: TestDatabaseOptions): Promise<Database> {
  templatePromise ??= pgliteTemplate();
  const template = await templatePromise;
  const dataDir = join(scratchRoot(), "pglite-tests", `${process.pid}-${randomBytes(6).toString("hex")}`);
  cpSync(template, dataDir, { recursive: true });
  const discard = () => rmSync(dataDir, { recursive: true, force: true });
  const { knex, close } = await openPglite({ dataDir }, opts.logger ?? consoleLogger).catch(
    (err: unknown) => {
      discard();
      throw err;
    },
  );
  return assembleDatabase(
    "pglite",
    knex,
    async () => {
      try {
        await close();
      } finally {
        discard();
      }
    },
    // The template holds exactly these migrations (its name is their hash): nothing to run.
    { migrate: false, boss: opts.boss ?? true, logger: opts.logger },
    "test PGlite",
  );
}

/** Memory-backed /dev/shm where the machine has it (test data is scratch), else the temp folder. */
function scratchRoot(): string {
  try {
    accessSync("/dev/shm", constants.W_OK);
    return "/dev/shm";
  } catch {
    return tmpdir();
  }
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
  // A migration may create an extension only where PGlite loads it.
  hash.update(Object.keys(PGLITE_EXTENSIONS).join(","));
  for (const m of listMigrations()) hash.update(m.name).update(readFileSync(m.file));
  return hash.digest("hex").slice(0, 16);
}

/**
 * The migrated template folder, built on first use: migrated under a name of its own, closed
 * cleanly (so a copy opens without crash recovery), then renamed into place — parallel jest
 * workers may build at once, and a reader never sees half a folder; a loser drops its copy.
 * Also removes copies left by test processes that died before closing them.
 */
async function pgliteTemplate(): Promise<string> {
  const root = scratchRoot();
  sweepOrphans(join(root, "pglite-tests"));
  const name = `pglite-template-${templateKey()}`;
  sweepStaleTemplates(root, name);
  const folder = join(root, name);
  if (existsSync(folder)) {
    const now = new Date();
    utimesSync(folder, now, now); // in use: kept by sweepStaleTemplates elsewhere
    return folder;
  }
  const building = `${folder}.${process.pid}.${randomBytes(4).toString("hex")}`;
  const silent = { warn() {}, error() {} };
  try {
    const handle = await openPglite({ dataDir: building }, silent);
    try {
      await runMigrations(handle.knex);
      const boss = await startBoss(handle.knex, "pglite", silent);
      await boss.stop({ graceful: false });
    } finally {
      await handle.close();
    }
  } catch (err) {
    rmSync(building, { recursive: true, force: true });
    throw err;
  }
  try {
    renameSync(building, folder);
  } catch (err) {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(folder)) throw err;
  }
  return folder;
}

/**
 * Deletes templates of other migration sets (and half-built ones) unused for a day: each holds
 * ~42 MB, on /dev/shm of memory. A template in use is touched on every first open of a process.
 */
function sweepStaleTemplates(root: string, current: string): void {
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of readdirSync(root)) {
    if (!name.startsWith("pglite-template-") || name === current) continue;
    const path = join(root, name);
    try {
      if (statSync(path).mtimeMs < dayAgo) rmSync(path, { recursive: true, force: true });
    } catch {
      /* removed by a parallel process meanwhile */
    }
  }
}

/** Deletes test folders (and their lock files) whose process, named in the folder's name, is gone. */
function sweepOrphans(dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    const pid = Number.parseInt(name, 10);
    if (pid === process.pid || pidAlive(pid)) continue;
    rmSync(join(dir, name), { recursive: true, force: true });
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

/**
 * A second, independent pool on `db`'s PostgreSQL database: what another server process on the
 * same database has (its own connections, its own LISTEN), for tests of what processes share.
 * Closing it leaves `db` open. PGlite is one process's: it has no peer, so this throws there.
 */
export async function openPeerDatabase(db: Database, opts: TestDatabaseOptions = {}): Promise<Database> {
  if (db.kind !== "postgres") throw new Error("an embedded PGlite database has no peer process");
  const { connectionString } = (db.knex.client as { config: { connection: { connectionString: string } } })
    .config.connection;
  const knex = postgresKnex(connectionString, opts.logger ?? consoleLogger);
  return assembleDatabase(
    "postgres",
    knex,
    () => knex.destroy(),
    { migrate: false, boss: false },
    "peer pool",
  );
}
