/**
 * Databases migrated before migrations were split per package recorded one global sequence
 * (`0001_api_keys_credits` … `0017_infra_media`). The same modules now live in their packages'
 * folders under new names; this renames the recorded rows, in one transaction, so knex sees them
 * as applied and runs none of them again. Nothing else in the database changes.
 */
import type { Knex } from "knex";

/** Old recorded name → the package-qualified name of the same (unchanged) module. */
export const LEGACY_MIGRATION_NAMES: Readonly<Record<string, string>> = {
  "0001_api_keys_credits": "platform/0001_api_keys_credits",
  "0002_metering": "platform/0002_metering",
  "0003_users_sessions": "platform/0003_users_sessions",
  "0004_usage": "platform/0004_usage",
  "0005_payments": "platform/0005_payments",
  "0006_storefront": "storefront/0001_storefront",
  "0007_api_key_tree": "platform/0006_api_key_tree",
  "0008_rate_limits": "platform/0007_rate_limits",
  "0009_account_billing": "account/0001_billing",
  "0010_infra_core": "infra/0001_core",
  "0011_infra_json_values": "infra/0002_json_values",
  "0012_infra_presence_by_connection": "infra/0003_presence_by_connection",
  "0013_infra_webhooks": "infra/0004_webhooks",
  "0014_infra_jobs": "infra/0005_jobs",
  "0015_infra_workflows": "infra/0006_workflows",
  "0016_infra_storage": "infra/0007_storage",
  "0017_infra_media": "infra/0008_media",
};

/** Renames legacy rows of `knex_migrations` (none on a new database); returns how many. */
export async function renameLegacyMigrations(knex: Knex): Promise<number> {
  if (!(await knex.schema.hasTable("knex_migrations"))) return 0;
  const legacy = Object.keys(LEGACY_MIGRATION_NAMES);
  return knex.transaction(async (trx) => {
    const rows = (await trx("knex_migrations").whereIn("name", legacy).select("id", "name")) as {
      id: number;
      name: string;
    }[];
    for (const row of rows)
      await trx("knex_migrations").where({ id: row.id }).update({ name: LEGACY_MIGRATION_NAMES[row.name] });
    return rows.length;
  });
}
