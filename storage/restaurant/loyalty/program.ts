/**
 * The loyalty program of an organization: one row, its accrual rules and tiers stored as the
 * contract sends them (a PUT replaces them whole, so nothing queries inside them). An
 * organization that never saved one has a paused program with no rules.
 */
import type { Knex } from "knex";
import { runner } from "../../run.js";

/** One accrual rule, as the contract defines it. */
export type AccrualRule =
  | { type: "spend"; points: number; amount: number }
  | { type: "visit"; points: number; min_total_amount?: number | undefined }
  | { type: "item"; points: number; food_item_id: string }
  | { type: "category"; points: number; category_id: string };

/** A tier reached by lifetime points. */
export interface Tier {
  name: string;
  min_points: number;
}

/** The program as stored. */
export interface ProgramRow {
  enabled: boolean;
  points_name: string;
  accrual_rules: AccrualRule[];
  /** Lowest `min_points` first. */
  tiers: Tier[];
  /** Null until first saved. */
  updated_at: Date | null;
}

/** The program of an organization that never saved one. */
export const PAUSED_PROGRAM: ProgramRow = {
  enabled: false,
  points_name: "points",
  accrual_rules: [],
  tiers: [],
  updated_at: null,
};

/** The organization's program, or the paused default. */
export async function loadProgram(db: Knex, organizationId: string): Promise<ProgramRow> {
  const row = (await runner(db)("restaurant_loyalty_programs")
    .where({ organization_id: organizationId })
    .first("enabled", "points_name", "accrual_rules", "tiers", "updated_at")) as ProgramRow | undefined;
  return row ?? PAUSED_PROGRAM;
}

/** Replaces the organization's program; tiers are stored lowest first. */
export async function saveProgram(
  db: Knex,
  organizationId: string,
  program: Omit<ProgramRow, "updated_at">,
  now: Date,
): Promise<ProgramRow> {
  const r = runner(db);
  const tiers = [...program.tiers].sort((a, b) => a.min_points - b.min_points);
  const values = {
    organization_id: organizationId,
    enabled: program.enabled,
    points_name: program.points_name,
    accrual_rules: r.raw("?::jsonb", [JSON.stringify(program.accrual_rules)]),
    tiers: r.raw("?::jsonb", [JSON.stringify(tiers)]),
    updated_at: now,
  };
  const [row] = (await r("restaurant_loyalty_programs")
    .insert(values)
    .onConflict("organization_id")
    .merge()
    .returning(["enabled", "points_name", "accrual_rules", "tiers", "updated_at"])) as ProgramRow[];
  if (!row) throw new Error("upsert returned no row");
  return row;
}

/** The highest tier `lifetimePoints` reach, and the next one above it (tiers lowest first). */
export function tierOf(tiers: Tier[], lifetimePoints: number): { tier: Tier | null; next: Tier | null } {
  let tier: Tier | null = null;
  for (const t of tiers) {
    if (t.min_points > lifetimePoints) return { tier, next: t };
    tier = t;
  }
  return { tier, next: null };
}
