/**
 * Promotions (`restaurant_promotions`): one statement family. Every statement filters by
 * organization; a promotion of another organization is "not found". Rows are handed out close to
 * their columns; {@link toPriced} is the one mapping, for pricing.
 */
import type { Knex } from "knex";
import { type Page, type PageRequest, pageByTimeId } from "../../paging.js";
import { isUuid, runner } from "../../run.js";
import type { PricedPromotion } from "./discounts.js";

/** A promotion as stored (bigint columns as the driver gives them: strings). */
export interface PromotionRow {
  id: string;
  organization_id: string;
  name: string;
  code: string | null;
  kind: PricedPromotion["kind"];
  percent: number | null;
  max_discount_amount: string | null;
  amount: string | null;
  food_item_id: string | null;
  category_id: string | null;
  buy_quantity: number | null;
  get_quantity: number | null;
  starts_at: Date | null;
  ends_at: Date | null;
  min_subtotal_amount: string;
  usage_limit: number | null;
  usage_limit_per_customer: number | null;
  used_count: number;
  restaurant_ids: string[];
  channels: string[];
  customer_tags: string[];
  new_customers_only: boolean;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

/** The columns a promotion is created or updated with (already checked by the handler). */
export type PromotionFields = Partial<
  Omit<PromotionRow, "id" | "organization_id" | "used_count" | "created_at" | "updated_at">
>;

const num = (v: string | number | null) => (v === null ? null : Number(v));

/** The promotion as pricing applies it. */
export function toPriced(row: PromotionRow): PricedPromotion {
  return {
    promotionId: row.id,
    name: row.name,
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    maxDiscountAmount: num(row.max_discount_amount),
    amount: num(row.amount),
    foodItemId: row.food_item_id,
    categoryId: row.category_id,
    buyQuantity: row.buy_quantity,
    getQuantity: row.get_quantity,
    minSubtotalAmount: Number(row.min_subtotal_amount),
    createdAt: row.created_at,
  };
}

/** Creates a promotion; a taken code raises 23505 (the caller answers 409). */
export async function insertPromotion(
  db: Knex,
  organizationId: string,
  fields: PromotionFields,
): Promise<PromotionRow> {
  const [row] = (await runner(db)("restaurant_promotions")
    .insert({ ...fields, organization_id: organizationId })
    .returning("*")) as PromotionRow[];
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** One promotion of the organization, or undefined. */
export async function findPromotion(
  db: Knex,
  organizationId: string,
  id: string,
): Promise<PromotionRow | undefined> {
  if (!isUuid(id)) return undefined;
  return (await runner(db)("restaurant_promotions").where({ organization_id: organizationId, id }).first()) as
    | PromotionRow
    | undefined;
}

/** Changes the fields given; undefined when the promotion is not the organization's. */
export async function updatePromotion(
  db: Knex,
  organizationId: string,
  id: string,
  fields: PromotionFields,
  now: Date,
): Promise<PromotionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = (await runner(db)("restaurant_promotions")
    .where({ organization_id: organizationId, id })
    .update({ ...fields, updated_at: now })
    .returning("*")) as PromotionRow[];
  return row;
}

/** Deletes a promotion; false when there was none. Redemptions make it `in_use` (the caller checks). */
export async function deletePromotion(db: Knex, organizationId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await runner(db)("restaurant_promotions")
    .where({ organization_id: organizationId, id })
    .del()
    .returning("id");
  return rows.length > 0;
}

/** Whether any order (cancelled ones included) used the promotion. */
export async function promotionUsed(db: Knex, promotionId: string): Promise<boolean> {
  return (
    (await runner(db)("restaurant_promotion_redemptions").where({ promotion_id: promotionId }).first()) !==
    undefined
  );
}

/** The organization's promotions newest first; `active` filters. */
export function listPromotions(
  db: Knex,
  organizationId: string,
  filter: { active?: boolean | undefined },
  page: PageRequest,
): Promise<Page<PromotionRow>> {
  const q = runner(db)("restaurant_promotions").select("*").where({ organization_id: organizationId });
  if (filter.active !== undefined) q.where({ active: filter.active });
  return pageByTimeId(
    db,
    q,
    { time: "created_at", id: "id", newestFirst: true },
    page,
    (r: PromotionRow) => r,
  );
}
