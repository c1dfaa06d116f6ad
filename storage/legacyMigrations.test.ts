import type { Database } from "./db.js";
import { LEGACY_MIGRATION_NAMES } from "./legacyMigrations.js";
import { listMigrations, PackageMigrationSource, runMigrations } from "./migrate.js";
import { createUser } from "./platform/users.js";
import { openTestDatabase } from "./testing.js";

const quiet = { warn() {}, error() {} };
const toLegacy = new Map(Object.entries(LEGACY_MIGRATION_NAMES).map(([legacy, now]) => [now, legacy]));

let db: Database;

async function recorded(): Promise<string[]> {
  return (await db.knex("knex_migrations").orderBy("id").pluck("name")) as string[];
}

/** Makes the bookkeeping look like a database migrated by the single global sequence. */
async function recordLegacyNames(): Promise<void> {
  for (const name of await recorded())
    await db
      .knex("knex_migrations")
      .where({ name })
      .update({ name: toLegacy.get(name) ?? name });
}

/** Rows in a table of each package, written the way the old code wrote them. */
async function fill(): Promise<{ userId: string }> {
  const user = await createUser(db.knex, { email: "legacy@example.com", password: "a long passphrase" });
  await db.knex("storefront_categories").insert({ name: "Mugs", slug: "mugs" });
  const [org] = (await db.knex("infra_organizations").insert({ name: "Acme" }).returning("id")) as {
    id: string;
  }[];
  await db.knex("infra_org_members").insert({ org_id: org!.id, user_id: user.id, role: "owner" });
  return { userId: user.id };
}

describe("renameLegacyMigrations", () => {
  it("maps every recorded name of the global sequence onto a module that exists", () => {
    const names = new Set(listMigrations().map((m) => m.name));
    expect(Object.values(LEGACY_MIGRATION_NAMES).filter((n) => !names.has(n))).toEqual([]);
    expect(Object.keys(LEGACY_MIGRATION_NAMES)).toHaveLength(17);
  });
});

describe("renameLegacyMigrations on a database", () => {
  // A fresh database per test: each rewrites the migration bookkeeping and the schema.
  beforeEach(async () => {
    db = await openTestDatabase({ boss: false, logger: quiet });
  });
  afterEach(async () => {
    await db?.close();
  });

  it("upgrades a database of the global sequence without running or losing anything", async () => {
    const { userId } = await fill();
    await recordLegacyNames();
    expect(await recorded()).toContain("0017_infra_media");

    expect(await runMigrations(db.knex)).toEqual([]);

    expect((await recorded()).sort()).toEqual(
      listMigrations()
        .map((m) => m.name)
        .sort(),
    );
    expect(await db.knex("users").where({ id: userId }).pluck("email")).toEqual(["legacy@example.com"]);
    expect(await db.knex("storefront_categories").pluck("slug")).toEqual(["mugs"]);
    expect(await db.knex("infra_org_members").where({ user_id: userId }).pluck("role")).toEqual(["owner"]);
    // A second start finds nothing to do.
    expect(await runMigrations(db.knex)).toEqual([]);
  });

  it("runs only what an older database of the global sequence had not run yet", async () => {
    const source = new PackageMigrationSource();
    // (0009 came after the global sequence: an older database has not run it either.)
    for (const name of ["infra/0009_media_jobs", "infra/0008_media", "infra/0007_storage"])
      await db.knex.migrate.down({ migrationSource: source, name });
    expect(await db.knex.schema.hasTable("infra_storage_buckets")).toBe(false);
    const { userId } = await fill();
    await recordLegacyNames();

    expect(await runMigrations(db.knex)).toEqual([
      "infra/0007_storage",
      "infra/0008_media",
      "infra/0009_media_jobs",
    ]);

    expect(await db.knex.schema.hasTable("infra_media_variants")).toBe(true);
    expect(await db.knex("users").where({ id: userId }).count({ n: "*" })).toEqual([{ n: "1" }]);
  });
});
