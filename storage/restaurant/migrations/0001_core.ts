/**
 * Restaurant platform, first migration: organizations (the businesses), their restaurants
 * (branches) and who works where. A person belongs to at most one organization: `restaurant_people`
 * holds one row per person (primary key `user_id`), so the rule is the database's; the owner has a
 * row there and roles on no branch (they hold every one), others hold a role per branch.
 * API keys minted by the service are platform `api_keys` rows; `restaurant_api_keys` ties each to
 * its organization and the member whose rights it acts with.
 * Never edit after it lands: add the next numbered migration instead.
 */
import type { Knex } from "knex";

/** Creates the organization, branch, people, member and API-key tables. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE restaurant_organizations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
      owner_user_id uuid NOT NULL UNIQUE REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw(`
    CREATE TABLE restaurant_people (
      user_id uuid PRIMARY KEY REFERENCES users (id),
      organization_id uuid NOT NULL REFERENCES restaurant_organizations (id) ON DELETE CASCADE,
      joined_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw(`
    CREATE TABLE restaurant_branches (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES restaurant_organizations (id) ON DELETE CASCADE,
      name text NOT NULL,
      time_zone text NOT NULL,
      opening_hours jsonb NOT NULL DEFAULT '[]',
      address jsonb,
      phone text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw(
    "CREATE INDEX restaurant_branches_org_idx ON restaurant_branches (organization_id, created_at DESC, id DESC)",
  );
  await knex.raw(`
    CREATE TABLE restaurant_members (
      branch_id uuid NOT NULL REFERENCES restaurant_branches (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES restaurant_people (user_id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('manager', 'staff')),
      added_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (branch_id, user_id)
    )
  `);
  await knex.raw("CREATE INDEX restaurant_members_user_idx ON restaurant_members (user_id)");
  await knex.raw(`
    CREATE TABLE restaurant_api_keys (
      key_id uuid PRIMARY KEY REFERENCES api_keys (id),
      organization_id uuid NOT NULL REFERENCES restaurant_organizations (id) ON DELETE CASCADE,
      created_by uuid NOT NULL REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw(
    "CREATE INDEX restaurant_api_keys_org_idx ON restaurant_api_keys (organization_id, created_at DESC, key_id DESC)",
  );
}

/** Drops them again. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    "DROP TABLE IF EXISTS restaurant_api_keys, restaurant_members, restaurant_branches, restaurant_people, restaurant_organizations",
  );
}
