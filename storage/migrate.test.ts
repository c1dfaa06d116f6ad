import type { Knex } from "knex";
import type { Database } from "./db.js";
import { FolderMigrationSource, listMigrations, runMigrations } from "./migrate.js";
import { postgresKnex } from "./postgres.js";
import { openTestDatabase } from "./testing.js";

const quiet = { warn() {}, error() {} };

describe("migrations", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase({ boss: false, logger: quiet });
  });
  afterAll(async () => {
    await db?.close();
  });

  it("lists the numbered modules of storage/migrations in order, without extensions", () => {
    expect(listMigrations().map((m) => m.name)).toEqual([
      "0001_api_keys_credits",
      "0002_metering",
      "0003_users_sessions",
      "0004_usage",
      "0005_payments",
      "0006_storefront",
      "0007_api_key_tree",
      "0008_rate_limits",
      "0009_account_billing",
      "0010_infra_core",
      "0011_infra_json_values",
      "0012_infra_presence_by_connection",
      "0013_infra_webhooks",
      "0014_infra_jobs",
      "0015_infra_workflows",
      "0016_infra_storage",
      "0017_infra_media",
    ]);
  });

  it("lets concurrent migrators (same process and another pool) run each migration exactly once", async () => {
    // Back to an empty database, knex's bookkeeping tables included: creating those is the race.
    await db.knex.migrate.rollback({ migrationSource: new FolderMigrationSource() }, true);
    await db.knex.schema.dropTable("knex_migrations").dropTable("knex_migrations_lock");
    expect(await db.knex.schema.hasTable("api_keys")).toBe(false);

    // On PostgreSQL extra pools stand in for other server processes starting at the same time.
    const url = (db.knex.client.config.connection as { connectionString?: string }).connectionString;
    const others: Knex[] = db.kind === "postgres" && url ? [1, 2, 3].map(() => postgresKnex(url, quiet)) : [];
    try {
      // Connected beforehand, so the migrators really start together.
      await Promise.all(others.map((k) => k.raw("select 1")));
      const results = await Promise.all([db.knex, db.knex, ...others].map((k) => runMigrations(k)));
      // Every migration ran, and exactly once (the list itself is pinned by the test above).
      expect(results.flat().sort()).toEqual(listMigrations().map((m) => m.name));
      expect(results.filter((r) => r.length === 0)).toHaveLength(results.length - 1);
    } finally {
      await Promise.all(others.map((k) => k.destroy()));
    }
    expect(await db.knex.schema.hasTable("x402_payments")).toBe(true);
    expect(await runMigrations(db.knex)).toEqual([]);
  });
});
