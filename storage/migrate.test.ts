import type { Knex } from "knex";
import type { Database } from "./db.js";
import { listMigrations, PackageMigrationSource, runMigrations } from "./migrate.js";
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

  it("lists the platform's migrations first, then each service's, named by package, without extensions", () => {
    expect(listMigrations().map((m) => m.name)).toEqual([
      "platform/0001_api_keys_credits",
      "platform/0002_metering",
      "platform/0003_users_sessions",
      "platform/0004_usage",
      "platform/0005_payments",
      "platform/0006_api_key_tree",
      "platform/0007_rate_limits",
      "platform/0008_payment_intent_pages",
      "platform/0009_metering_leases",
      "platform/0010_credits_freed_notify",
      "account/0001_billing",
      "crawler/0001_crawler_cache",
      "infra/0001_core",
      "infra/0002_json_values",
      "infra/0003_presence_by_connection",
      "infra/0004_webhooks",
      "infra/0005_jobs",
      "infra/0006_workflows",
      "infra/0007_storage",
      "infra/0008_media",
      "infra/0009_media_jobs",
      "infra/0010_token_leases",
      "memory/0001_memories",
      "memory/0002_embeddings",
      "restaurant/0001_core",
      "restaurant/0002_menu",
      "restaurant/0003_orders",
      "restaurant/0004_reservations",
      "restaurant/0005_customers",
      "restaurant/0006_marketing",
      "storefront/0001_storefront",
    ]);
  });

  it("lets concurrent migrators (same process and another pool) run each migration exactly once", async () => {
    // Back to an empty database, knex's bookkeeping tables included: creating those is the race.
    await db.knex.migrate.rollback({ migrationSource: new PackageMigrationSource() }, true);
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
      expect(results.flat().sort()).toEqual(
        listMigrations()
          .map((m) => m.name)
          .sort(),
      );
      expect(results.filter((r) => r.length === 0)).toHaveLength(results.length - 1);
    } finally {
      await Promise.all(others.map((k) => k.destroy()));
    }
    expect(await db.knex.schema.hasTable("x402_payments")).toBe(true);
    expect(await runMigrations(db.knex)).toEqual([]);
  });
});
