/**
 * A branch's reservation settings: one row per branch, absent until a manager sets them, when
 * {@link DEFAULT_SETTINGS} apply. Read and replaced whole.
 */
import type { Knex } from "knex";
import { runner } from "../../run.js";

/** A stay length for parties up to a size. */
export interface StayRule {
  up_to_party_size: number;
  stay_minutes: number;
}

/** The settings as stored (and as the contract shows them). */
export interface SettingsRow {
  slot_interval_minutes: number;
  stay_minutes: number;
  stay_by_party: StayRule[];
  buffer_minutes: number;
  lead_time_minutes: number;
  max_days_ahead: number;
  auto_confirm: boolean;
  /** Null while the defaults apply. */
  updated_at: Date | null;
}

/** What a branch that never set them uses; the contract's defaults say the same. */
export const DEFAULT_SETTINGS: Omit<SettingsRow, "updated_at"> = {
  slot_interval_minutes: 15,
  stay_minutes: 90,
  stay_by_party: [],
  buffer_minutes: 0,
  lead_time_minutes: 60,
  max_days_ahead: 90,
  auto_confirm: false,
};

/** The branch's settings, or the defaults. */
export async function readSettings(db: Knex, branchId: string): Promise<SettingsRow> {
  const row = (await runner(db)("restaurant_reservation_settings")
    .select(
      "slot_interval_minutes",
      "stay_minutes",
      "stay_by_party",
      "buffer_minutes",
      "lead_time_minutes",
      "max_days_ahead",
      "auto_confirm",
      "updated_at",
    )
    .where({ branch_id: branchId })
    .first()) as SettingsRow | undefined;
  return row ?? { ...DEFAULT_SETTINGS, updated_at: null };
}

/** Replaces the branch's settings. */
export async function writeSettings(
  db: Knex,
  branchId: string,
  settings: Omit<SettingsRow, "updated_at">,
  now: Date,
): Promise<SettingsRow> {
  const row = {
    ...settings,
    stay_by_party: runner(db).raw("?::jsonb", [JSON.stringify(settings.stay_by_party)]),
    updated_at: now,
  };
  await runner(db)("restaurant_reservation_settings")
    .insert({ branch_id: branchId, ...row })
    .onConflict("branch_id")
    .merge();
  return { ...settings, updated_at: now };
}

/** The stay for a party: the smallest rule that covers it, else the default stay. */
export function stayFor(
  settings: Pick<SettingsRow, "stay_minutes" | "stay_by_party">,
  party: number,
): number {
  const rule = [...settings.stay_by_party]
    .sort((a, b) => a.up_to_party_size - b.up_to_party_size)
    .find((r) => party <= r.up_to_party_size);
  return rule?.stay_minutes ?? settings.stay_minutes;
}
