/**
 * Restaurant platform: the menu. The catalog is organization-wide — categories, food items with
 * their priced variants, modifier groups with their options, the item ↔ group links — and preset
 * menus are templates listing food items. A branch's menu names one preset, the weekly windows it
 * is served in, and overrides of price, availability and windows per item or variant. What a
 * branch sells at a moment is computed from these tables on every call (storage/restaurant/menu/
 * sellable.ts), never stored.
 *
 * Deletion rules live here: a category's items are detached (`ON DELETE SET NULL`); a modifier
 * group linked to an item, an item listed by a preset or overridden by a branch, and a preset a
 * branch serves are kept by `RESTRICT` foreign keys (the API answers 409 `in_use`); an override of
 * a variant that is removed goes with it. Every catalog row carries `organization_id`, so every
 * query filters by it.
 * Never edit after it lands: add the next numbered migration instead.
 */
import type { Knex } from "knex";

/** Creates the catalog, preset menu and branch menu tables. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE restaurant_menu_categories (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES restaurant_organizations (id) ON DELETE CASCADE,
      name text NOT NULL,
      description text,
      position integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (organization_id, id)
    )
  `);
  await knex.raw(
    "CREATE INDEX restaurant_menu_categories_org_idx ON restaurant_menu_categories (organization_id, created_at DESC, id DESC)",
  );
  // Composite foreign keys (organization_id, id) make a cross-organization reference impossible
  // in the database itself, whatever a handler forgets.
  await knex.raw(`
    CREATE TABLE restaurant_food_items (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES restaurant_organizations (id) ON DELETE CASCADE,
      category_id uuid,
      name text NOT NULL,
      description text,
      tags jsonb NOT NULL DEFAULT '[]',
      allergens jsonb NOT NULL DEFAULT '[]',
      available boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (organization_id, id),
      FOREIGN KEY (organization_id, category_id)
        REFERENCES restaurant_menu_categories (organization_id, id) ON DELETE SET NULL (category_id)
    )
  `);
  await knex.raw(
    "CREATE INDEX restaurant_food_items_org_idx ON restaurant_food_items (organization_id, created_at DESC, id DESC)",
  );
  await knex.raw("CREATE INDEX restaurant_food_items_category_idx ON restaurant_food_items (category_id)");
  await knex.raw(`
    CREATE TABLE restaurant_food_item_variants (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      food_item_id uuid NOT NULL REFERENCES restaurant_food_items (id) ON DELETE CASCADE,
      name text NOT NULL,
      price bigint NOT NULL CHECK (price >= 0),
      position integer NOT NULL,
      UNIQUE (food_item_id, id)
    )
  `);
  await knex.raw(
    "CREATE INDEX restaurant_food_item_variants_item_idx ON restaurant_food_item_variants (food_item_id, position)",
  );
  await knex.raw(`
    CREATE TABLE restaurant_modifier_groups (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES restaurant_organizations (id) ON DELETE CASCADE,
      name text NOT NULL,
      min_selections integer NOT NULL,
      max_selections integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (organization_id, id),
      CHECK (min_selections >= 0 AND max_selections >= 1 AND min_selections <= max_selections)
    )
  `);
  await knex.raw(
    "CREATE INDEX restaurant_modifier_groups_org_idx ON restaurant_modifier_groups (organization_id, created_at DESC, id DESC)",
  );
  await knex.raw(`
    CREATE TABLE restaurant_modifier_options (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      modifier_group_id uuid NOT NULL REFERENCES restaurant_modifier_groups (id) ON DELETE CASCADE,
      name text NOT NULL,
      price_delta bigint NOT NULL CHECK (price_delta >= 0),
      available boolean NOT NULL DEFAULT true,
      position integer NOT NULL
    )
  `);
  await knex.raw(
    "CREATE INDEX restaurant_modifier_options_group_idx ON restaurant_modifier_options (modifier_group_id, position)",
  );
  await knex.raw(`
    CREATE TABLE restaurant_food_item_modifier_groups (
      organization_id uuid NOT NULL,
      food_item_id uuid NOT NULL,
      modifier_group_id uuid NOT NULL,
      position integer NOT NULL,
      PRIMARY KEY (food_item_id, modifier_group_id),
      FOREIGN KEY (organization_id, food_item_id)
        REFERENCES restaurant_food_items (organization_id, id) ON DELETE CASCADE,
      FOREIGN KEY (organization_id, modifier_group_id)
        REFERENCES restaurant_modifier_groups (organization_id, id) ON DELETE RESTRICT
    )
  `);
  await knex.raw(
    "CREATE INDEX restaurant_food_item_modifier_groups_group_idx ON restaurant_food_item_modifier_groups (modifier_group_id)",
  );
  await knex.raw(`
    CREATE TABLE restaurant_preset_menus (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES restaurant_organizations (id) ON DELETE CASCADE,
      name text NOT NULL,
      description text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (organization_id, id)
    )
  `);
  await knex.raw(
    "CREATE INDEX restaurant_preset_menus_org_idx ON restaurant_preset_menus (organization_id, created_at DESC, id DESC)",
  );
  await knex.raw(`
    CREATE TABLE restaurant_preset_menu_entries (
      organization_id uuid NOT NULL,
      preset_menu_id uuid NOT NULL,
      food_item_id uuid NOT NULL,
      position integer NOT NULL,
      PRIMARY KEY (preset_menu_id, food_item_id),
      FOREIGN KEY (organization_id, preset_menu_id)
        REFERENCES restaurant_preset_menus (organization_id, id) ON DELETE CASCADE,
      FOREIGN KEY (organization_id, food_item_id)
        REFERENCES restaurant_food_items (organization_id, id) ON DELETE RESTRICT
    )
  `);
  await knex.raw(
    "CREATE INDEX restaurant_preset_menu_entries_item_idx ON restaurant_preset_menu_entries (food_item_id)",
  );
  // One menu per branch; `windows` is a JSON array of {day, from, to} in the branch's local time
  // (empty: served whenever the branch is open), read whole like the branch's opening hours.
  await knex.raw(`
    CREATE TABLE restaurant_branch_menus (
      branch_id uuid PRIMARY KEY REFERENCES restaurant_branches (id) ON DELETE CASCADE,
      organization_id uuid NOT NULL,
      preset_menu_id uuid NOT NULL,
      windows jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (organization_id, preset_menu_id)
        REFERENCES restaurant_preset_menus (organization_id, id) ON DELETE RESTRICT
    )
  `);
  await knex.raw(
    "CREATE INDEX restaurant_branch_menus_preset_idx ON restaurant_branch_menus (preset_menu_id)",
  );
  // An override with no variant applies to the item (every variant's price, the whole item's
  // availability and windows); one with a variant to that variant only. NULL members change nothing.
  await knex.raw(`
    CREATE TABLE restaurant_branch_menu_overrides (
      branch_id uuid NOT NULL REFERENCES restaurant_branch_menus (branch_id) ON DELETE CASCADE,
      organization_id uuid NOT NULL,
      food_item_id uuid NOT NULL,
      variant_id uuid,
      price bigint CHECK (price >= 0),
      available boolean,
      windows jsonb,
      position integer NOT NULL,
      FOREIGN KEY (organization_id, food_item_id)
        REFERENCES restaurant_food_items (organization_id, id) ON DELETE RESTRICT,
      FOREIGN KEY (food_item_id, variant_id)
        REFERENCES restaurant_food_item_variants (food_item_id, id) ON DELETE CASCADE
    )
  `);
  await knex.raw(`
    CREATE UNIQUE INDEX restaurant_branch_menu_overrides_key_idx ON restaurant_branch_menu_overrides
      (branch_id, food_item_id, COALESCE(variant_id, '00000000-0000-0000-0000-000000000000'::uuid))
  `);
  await knex.raw(
    "CREATE INDEX restaurant_branch_menu_overrides_item_idx ON restaurant_branch_menu_overrides (food_item_id)",
  );
}

/** Drops them again. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    `DROP TABLE IF EXISTS restaurant_branch_menu_overrides, restaurant_branch_menus,
      restaurant_preset_menu_entries, restaurant_preset_menus, restaurant_food_item_modifier_groups,
      restaurant_modifier_options, restaurant_modifier_groups, restaurant_food_item_variants,
      restaurant_food_items, restaurant_menu_categories`,
  );
}
