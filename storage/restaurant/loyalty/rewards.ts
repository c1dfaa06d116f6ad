/**
 * Loyalty rewards of an organization: one statement family. The definition (what the reward
 * gives) is stored as the contract sends it; redemptions copy what they need into the ledger and
 * the order, so changing or deleting a reward never rewrites history.
 */
import type { Knex } from "knex";
import { type Page, type PageRequest, pageByTimeId } from "../../paging.js";
import { isUuid, runner } from "../../run.js";

/** What a reward gives, as the contract defines it. */
export type RewardDefinition =
  | { kind: "fixed_discount"; discount_amount: number }
  | { kind: "percentage_discount"; percentage: number; max_amount?: number | null | undefined }
  | { kind: "free_item"; food_item_id: string };

/** A reward as stored. */
export interface RewardRow {
  id: string;
  organization_id: string;
  name: string;
  points_cost: number;
  definition: RewardDefinition;
  created_at: Date;
  updated_at: Date;
}

/** The fields a reward is created or updated with. */
export interface RewardFields {
  name?: string;
  points_cost?: number;
  definition?: RewardDefinition;
}

function columns(db: Knex, fields: RewardFields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (fields.name !== undefined) out.name = fields.name;
  if (fields.points_cost !== undefined) out.points_cost = fields.points_cost;
  if (fields.definition !== undefined)
    out.definition = runner(db).raw("?::jsonb", [JSON.stringify(fields.definition)]);
  return out;
}

/** Creates a reward. */
export async function insertReward(
  db: Knex,
  organizationId: string,
  fields: RewardFields,
): Promise<RewardRow> {
  const [row] = (await runner(db)("restaurant_loyalty_rewards")
    .insert({ organization_id: organizationId, ...columns(db, fields) })
    .returning("*")) as RewardRow[];
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** One reward of the organization, or undefined. */
export async function findReward(
  db: Knex,
  organizationId: string,
  id: string,
): Promise<RewardRow | undefined> {
  if (!isUuid(id)) return undefined;
  return (await runner(db)("restaurant_loyalty_rewards")
    .where({ organization_id: organizationId, id })
    .first()) as RewardRow | undefined;
}

/** Changes the fields given; undefined when the reward is not the organization's. */
export async function updateReward(
  db: Knex,
  organizationId: string,
  id: string,
  fields: RewardFields,
  now: Date,
): Promise<RewardRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = (await runner(db)("restaurant_loyalty_rewards")
    .where({ organization_id: organizationId, id })
    .update({ ...columns(db, fields), updated_at: now })
    .returning("*")) as RewardRow[];
  return row;
}

/** Deletes a reward; false when there was none. */
export async function deleteReward(db: Knex, organizationId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await runner(db)("restaurant_loyalty_rewards")
    .where({ organization_id: organizationId, id })
    .del()
    .returning("id");
  return rows.length > 0;
}

/** The organization's rewards in the order they were created. */
export function listRewards(db: Knex, organizationId: string, page: PageRequest): Promise<Page<RewardRow>> {
  const q = runner(db)("restaurant_loyalty_rewards as r")
    .select("r.*")
    .where("r.organization_id", organizationId);
  return pageByTimeId(db, q, { time: "r.created_at", id: "r.id" }, page, (r: RewardRow) => r);
}
