/**
 * Modifier groups with their options: one statement family, every query filtered by organization.
 * Options keep their ids across updates (see {@link replaceChildren}); a group a food item offers
 * cannot be deleted (its link's foreign key raises 23001, restrict).
 */
import type { Knex } from "knex";
import { type Page, type PageRequest, pageByTimeId } from "../../paging.js";
import { inTransaction, isUuid, runner } from "../../run.js";
import { replaceChildren } from "./references.js";

/** An option as stored. */
export interface OptionRow {
  id: string;
  name: string;
  price_delta: number;
  available: boolean;
}

/** A group as stored, with its options in order. */
export interface ModifierGroupRow {
  id: string;
  organization_id: string;
  name: string;
  min_selections: number;
  max_selections: number;
  created_at: Date;
  updated_at: Date;
  options: OptionRow[];
}

/** The fields a group is created or updated with; an option with `id` keeps that option. */
export interface ModifierGroupFields {
  name?: string;
  min_selections?: number;
  max_selections?: number;
  options?: { id?: string | undefined; name: string; price_delta: number; available: boolean }[];
}

type Bare = Omit<ModifierGroupRow, "options">;

async function withOptions(db: Knex, rows: Bare[]): Promise<ModifierGroupRow[]> {
  if (rows.length === 0) return [];
  const options = (await runner(db)("restaurant_modifier_options")
    .select("id", "modifier_group_id", "name", "price_delta", "available")
    .whereIn(
      "modifier_group_id",
      rows.map((r) => r.id),
    )
    .orderBy("position")) as (Omit<OptionRow, "price_delta"> & {
    modifier_group_id: string;
    price_delta: string;
  })[];
  return rows.map((r) => ({
    ...r,
    options: options
      .filter((o) => o.modifier_group_id === r.id)
      .map((o) => ({ id: o.id, name: o.name, price_delta: Number(o.price_delta), available: o.available })),
  }));
}

/** One group of the organization with its options, or undefined. */
export async function findModifierGroup(
  db: Knex,
  organizationId: string,
  id: string,
): Promise<ModifierGroupRow | undefined> {
  if (!isUuid(id)) return undefined;
  const row = (await runner(db)("restaurant_modifier_groups")
    .where({ organization_id: organizationId, id })
    .first()) as Bare | undefined;
  return row ? (await withOptions(db, [row]))[0] : undefined;
}

/** Creates a group with its options. */
export function insertModifierGroup(
  db: Knex,
  organizationId: string,
  { options, ...fields }: ModifierGroupFields,
): Promise<ModifierGroupRow> {
  return inTransaction(db, async (trx) => {
    const [row] = (await trx("restaurant_modifier_groups")
      .insert({ organization_id: organizationId, ...fields })
      .returning("id")) as { id: string }[];
    if (!row) throw new Error("insert returned no row");
    if (options)
      await replaceChildren(
        trx,
        "restaurant_modifier_options",
        { column: "modifier_group_id", id: row.id },
        options,
        "options",
      );
    const group = await findModifierGroup(trx, organizationId, row.id);
    if (!group) throw new Error("inserted group vanished");
    return group;
  });
}

/** Changes the fields given; undefined when the group is not the organization's. */
export function updateModifierGroup(
  db: Knex,
  organizationId: string,
  id: string,
  { options, ...fields }: ModifierGroupFields,
  now: Date,
): Promise<ModifierGroupRow | undefined> {
  if (!isUuid(id)) return Promise.resolve(undefined);
  return inTransaction(db, async (trx) => {
    const updated = await trx("restaurant_modifier_groups")
      .where({ organization_id: organizationId, id })
      .update({ ...fields, updated_at: now })
      .returning("id");
    if (updated.length === 0) return undefined;
    if (options)
      await replaceChildren(
        trx,
        "restaurant_modifier_options",
        { column: "modifier_group_id", id },
        options,
        "options",
      );
    return findModifierGroup(trx, organizationId, id);
  });
}

/** Deletes a group; false when there was none. A food item offering it raises 23001 (restrict). */
export async function deleteModifierGroup(db: Knex, organizationId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await runner(db)("restaurant_modifier_groups")
    .where({ organization_id: organizationId, id })
    .del()
    .returning("id");
  return rows.length > 0;
}

/** The organization's groups, newest first. */
export async function listModifierGroups(
  db: Knex,
  organizationId: string,
  page: PageRequest,
): Promise<Page<ModifierGroupRow>> {
  const q = runner(db)("restaurant_modifier_groups").select("*").where("organization_id", organizationId);
  const bare = await pageByTimeId(
    db,
    q,
    { time: "created_at", id: "id", newestFirst: true },
    page,
    ({ position: _cursor, ...r }: Bare & { position: string }) => r,
  );
  return { items: await withOptions(db, bare.items), nextAfter: bare.nextAfter };
}
