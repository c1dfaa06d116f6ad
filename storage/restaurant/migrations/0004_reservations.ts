/**
 * Restaurant platform: reservations. A branch's dining areas and tables, its reservation settings,
 * and bookings with the tables they hold. No double booking is the database's rule, not the
 * handlers': `restaurant_booking_tables` holds one row per (booking, table) with the time the table
 * is taken (`during`: the stay plus the branch's buffer), and an exclusion constraint refuses two
 * active rows of one table whose ranges overlap — so of any number of concurrent bookings of one
 * table and slot exactly one commits (the others raise SQLSTATE 23P01). Rows stop being active when
 * a booking is completed, cancelled or a no-show, which frees the table at once.
 * Bookings keep their branch (no cascade: a restaurant with bookings is kept, 409 `in_use`), and a
 * table or area that bookings or tables refer to cannot be deleted (deactivate the table instead).
 * Never edit after it lands: add the next numbered migration instead.
 */
import type { Knex } from "knex";

/** Creates areas, tables, settings, bookings and booking tables (with btree_gist). */
export async function up(knex: Knex): Promise<void> {
  // `table_id WITH =` inside a gist index needs btree_gist (PGlite loads it: storage/pglite.ts).
  await knex.raw("CREATE EXTENSION IF NOT EXISTS btree_gist");
  await knex.raw(`
    CREATE TABLE restaurant_areas (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES restaurant_organizations (id) ON DELETE CASCADE,
      branch_id uuid NOT NULL REFERENCES restaurant_branches (id) ON DELETE CASCADE,
      name text NOT NULL,
      position integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (branch_id, name)
    )
  `);
  await knex.raw(`
    CREATE TABLE restaurant_tables (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES restaurant_organizations (id) ON DELETE CASCADE,
      branch_id uuid NOT NULL REFERENCES restaurant_branches (id) ON DELETE CASCADE,
      area_id uuid REFERENCES restaurant_areas (id),
      label text NOT NULL,
      min_capacity integer NOT NULL CHECK (min_capacity >= 1),
      max_capacity integer NOT NULL CHECK (max_capacity >= min_capacity),
      joinable boolean NOT NULL DEFAULT false,
      join_group text,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (branch_id, label)
    )
  `);
  await knex.raw("CREATE INDEX restaurant_tables_area_idx ON restaurant_tables (area_id)");
  await knex.raw(`
    CREATE TABLE restaurant_reservation_settings (
      branch_id uuid PRIMARY KEY REFERENCES restaurant_branches (id) ON DELETE CASCADE,
      slot_interval_minutes integer NOT NULL,
      stay_minutes integer NOT NULL,
      stay_by_party jsonb NOT NULL DEFAULT '[]',
      buffer_minutes integer NOT NULL,
      lead_time_minutes integer NOT NULL,
      max_days_ahead integer NOT NULL,
      auto_confirm boolean NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw(`
    CREATE TABLE restaurant_bookings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES restaurant_organizations (id) ON DELETE CASCADE,
      branch_id uuid NOT NULL REFERENCES restaurant_branches (id),
      status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'seated', 'completed', 'cancelled', 'no_show')),
      party_size integer NOT NULL CHECK (party_size >= 1),
      starts_at timestamptz NOT NULL,
      stay_minutes integer NOT NULL CHECK (stay_minutes > 0),
      guest_name text NOT NULL,
      guest_phone text,
      guest_email text,
      notes text,
      created_by uuid,
      confirmed_at timestamptz,
      seated_at timestamptz,
      completed_at timestamptz,
      cancelled_at timestamptz,
      no_show_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw(
    "CREATE INDEX restaurant_bookings_branch_idx ON restaurant_bookings (branch_id, starts_at, id)",
  );
  await knex.raw(`
    CREATE TABLE restaurant_booking_tables (
      booking_id uuid NOT NULL REFERENCES restaurant_bookings (id) ON DELETE CASCADE,
      table_id uuid NOT NULL REFERENCES restaurant_tables (id),
      during tstzrange NOT NULL,
      active boolean NOT NULL DEFAULT true,
      PRIMARY KEY (booking_id, table_id),
      CONSTRAINT restaurant_booking_tables_no_overlap
        EXCLUDE USING gist (table_id WITH =, during WITH &&) WHERE (active)
    )
  `);
  await knex.raw("CREATE INDEX restaurant_booking_tables_table_idx ON restaurant_booking_tables (table_id)");
}

/** Drops them again (the extension stays: other schemas may use it). */
export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    "DROP TABLE IF EXISTS restaurant_booking_tables, restaurant_bookings, restaurant_reservation_settings, restaurant_tables, restaurant_areas",
  );
}
