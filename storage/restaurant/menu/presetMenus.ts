/**
 * Preset menus (templates) with their entries: one statement family, every query filtered by
 * organization. A preset a restaurant serves cannot be deleted (a restrict violation from the
 * branch menu's key).
 */
import type { Knex } from "knex";
import { type Page, type PageRequest, pageByTimeId } from "../../paging.js";
import { inTransaction, isUuid, runner } from "../../run.js";
import { requireOwned } from "./references.js";

/** One entry: an item and its display position. */
export interface EntryRow {
  food_item_id: string;
  position: number;
}

/** A preset as stored, with its entries in display order. */
export interface PresetMenuRow {
  id: string;
  organization_id: string;
  name: string;
  description: string | null;
  created_at: Date;
  updated_at: Date;
  entries: EntryRow[];
}

/** The fields a preset is created or updated with; `entries` replaces the whole list. */
export interface PresetMenuFields {
  name?: string;
  description?: string | null;
  entries?: EntryRow[];
}

type Bare = Omit<PresetMenuRow, "entries">;

async function withEntries(db: Knex, rows: Bare[]): Promise<PresetMenuRow[]> {
  if (rows.length === 0) return [];
  const entries = (await runner(db)("restaurant_preset_menu_entries")
    .select("preset_menu_id", "food_item_id", "position")
    .whereIn(
      "preset_menu_id",
      rows.map((r) => r.id),
    )
    .orderBy([{ column: "position" }, { column: "food_item_id" }])) as (EntryRow & {
    preset_menu_id: string;
  })[];
  return rows.map((r) => ({
    ...r,
    entries: entries
      .filter((e) => e.preset_menu_id === r.id)
      .map((e) => ({ food_item_id: e.food_item_id, position: e.position })),
  }));
}

/** One preset of the organization with its entries, or undefined. */
export async function findPresetMenu(
  db: Knex,
  organizationId: string,
  id: string,
): Promise<PresetMenuRow | undefined> {
  if (!isUuid(id)) return undefined;
  const row = (await runner(db)("restaurant_preset_menus")
    .where({ organization_id: organizationId, id })
    .first()) as Bare | undefined;
  return row ? (await withEntries(db, [row]))[0] : undefined;
}

async function writeEntries(trx: Knex, organizationId: string, presetId: string, entries: EntryRow[]) {
  const items = entries.map((e) => e.food_item_id);
  await requireOwned(
    trx,
    "restaurant_food_items",
    organizationId,
    items,
    (i) => `/entries/${i}/food_item_id`,
  );
  await trx("restaurant_preset_menu_entries").where({ preset_menu_id: presetId }).del();
  if (entries.length)
    await trx("restaurant_preset_menu_entries").insert(
      entries.map((e) => ({ ...e, organization_id: organizationId, preset_menu_id: presetId })),
    );
}

/** Creates a preset with its entries. */
export function insertPresetMenu(
  db: Knex,
  organizationId: string,
  { entries, ...fields }: PresetMenuFields,
): Promise<PresetMenuRow> {
  return inTransaction(db, async (trx) => {
    const [row] = (await trx("restaurant_preset_menus")
      .insert({ organization_id: organizationId, ...fields })
      .returning("id")) as { id: string }[];
    if (!row) throw new Error("insert returned no row");
    if (entries) await writeEntries(trx, organizationId, row.id, entries);
    const preset = await findPresetMenu(trx, organizationId, row.id);
    if (!preset) throw new Error("inserted preset vanished");
    return preset;
  });
}

/** Changes the fields given; undefined when the preset is not the organization's. */
export function updatePresetMenu(
  db: Knex,
  organizationId: string,
  id: string,
  { entries, ...fields }: PresetMenuFields,
  now: Date,
): Promise<PresetMenuRow | undefined> {
  if (!isUuid(id)) return Promise.resolve(undefined);
  return inTransaction(db, async (trx) => {
    const updated = await trx("restaurant_preset_menus")
      .where({ organization_id: organizationId, id })
      .update({ ...fields, updated_at: now })
      .returning("id");
    if (updated.length === 0) return undefined;
    if (entries) await writeEntries(trx, organizationId, id, entries);
    return findPresetMenu(trx, organizationId, id);
  });
}

/** Deletes a preset; false when there was none. A restaurant serving it raises 23001 (restrict). */
export async function deletePresetMenu(db: Knex, organizationId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await runner(db)("restaurant_preset_menus")
    .where({ organization_id: organizationId, id })
    .del()
    .returning("id");
  return rows.length > 0;
}

/** The organization's presets, newest first. */
export async function listPresetMenus(
  db: Knex,
  organizationId: string,
  page: PageRequest,
): Promise<Page<PresetMenuRow>> {
  const q = runner(db)("restaurant_preset_menus").select("*").where("organization_id", organizationId);
  const bare = await pageByTimeId(
    db,
    q,
    { time: "created_at", id: "id", newestFirst: true },
    page,
    ({ position: _cursor, ...r }: Bare & { position: string }) => r,
  );
  return { items: await withEntries(db, bare.items), nextAfter: bare.nextAfter };
}
