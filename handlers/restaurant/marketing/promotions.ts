/**
 * Promotions: every member reads them, the owner and managers write them. The schema checks each
 * member; here the rules across members — what each kind needs, dates in order — are checked on
 * the promotion as it will be (a PATCH merged over the stored one), so no update leaves a
 * promotion pricing cannot apply.
 */

import { RestaurantError } from "../../../generated/restaurant/errors.js";
import type {
  Promotion,
  PromotionCreate,
  PromotionUpdate,
  RestaurantPromotionsHandlers,
} from "../../../generated/restaurant/types.js";
import { invalidMember } from "../../../runtime/invalidMember.js";
import { listPage } from "../../../runtime/paging.js";
import {
  deletePromotion,
  findPromotion,
  insertPromotion,
  listPromotions,
  type PromotionFields,
  type PromotionRow,
  promotionUsed,
  updatePromotion,
} from "../../../storage/restaurant/marketing/promotions.js";
import { requireOrgRole } from "../access.js";

const num = (v: string | null) => (v === null ? null : Number(v));

/** A promotion as the contract sends it. */
export function promotionBody(r: PromotionRow): Promotion {
  return {
    id: r.id,
    name: r.name,
    code: r.code,
    kind: r.kind,
    percent: r.percent,
    max_discount_amount: num(r.max_discount_amount),
    amount: num(r.amount),
    food_item_id: r.food_item_id,
    category_id: r.category_id,
    buy_quantity: r.buy_quantity,
    get_quantity: r.get_quantity,
    starts_at: r.starts_at?.toISOString() ?? null,
    ends_at: r.ends_at?.toISOString() ?? null,
    min_subtotal_amount: Number(r.min_subtotal_amount),
    usage_limit: r.usage_limit,
    usage_limit_per_customer: r.usage_limit_per_customer,
    used_count: r.used_count,
    restaurant_ids: r.restaurant_ids,
    // Stored from validated bodies only: the contract's types hold.
    channels: r.channels as Promotion["channels"],
    customer_tags: r.customer_tags,
    new_customers_only: r.new_customers_only,
    active: r.active,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/** What each kind needs, and which members are only for other kinds. */
const NEEDS: Record<Promotion["kind"], (keyof Promotion)[]> = {
  percentage: ["percent"],
  fixed: ["amount"],
  free_item: ["food_item_id"],
  buy_x_get_y: ["buy_quantity", "get_quantity"],
};

/** The body's members as columns (only those sent). */
function columns(body: PromotionCreate | PromotionUpdate): PromotionFields {
  const out: PromotionFields = {};
  const b = body as Record<string, unknown>;
  for (const key of Object.keys(b)) {
    const v = b[key];
    if (v === undefined) continue;
    if (key === "max_discount_amount" || key === "amount" || key === "min_subtotal_amount")
      (out as Record<string, unknown>)[key] = v === null ? null : String(v);
    else if (key === "starts_at" || key === "ends_at")
      (out as Record<string, unknown>)[key] = v === null ? null : new Date(v as string);
    else (out as Record<string, unknown>)[key] = v;
  }
  return out;
}

/** The merged promotion's cross-member rules; 400 naming the member. */
function checked(merged: Promotion): void {
  for (const need of NEEDS[merged.kind])
    if (merged[need] === null) throw invalidMember(`/${need}`, `a ${merged.kind} promotion needs it`);
  if (merged.kind === "buy_x_get_y" && (merged.food_item_id === null) === (merged.category_id === null))
    throw invalidMember(
      "/food_item_id",
      "a buy_x_get_y promotion counts either one food item or one category",
    );
  if (merged.starts_at && merged.ends_at && Date.parse(merged.ends_at) <= Date.parse(merged.starts_at))
    throw invalidMember("/ends_at", "must be after starts_at");
}

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === "23505";
const codeTaken = () =>
  new RestaurantError("conflict", "Another promotion of the organization has this code");
const noSuchPromotion = () => new RestaurantError("not_found", "No such promotion");

/** A blank promotion: what a create body is merged over for the checks. */
const BLANK: Omit<Promotion, "id" | "name" | "kind" | "created_at" | "updated_at"> = {
  code: null,
  percent: null,
  max_discount_amount: null,
  amount: null,
  food_item_id: null,
  category_id: null,
  buy_quantity: null,
  get_quantity: null,
  starts_at: null,
  ends_at: null,
  min_subtotal_amount: 0,
  usage_limit: null,
  usage_limit_per_customer: null,
  used_count: 0,
  restaurant_ids: [],
  channels: [],
  customer_tags: [],
  new_customers_only: false,
  active: true,
};

/** The promotion operations. */
export const promotionHandlers: RestaurantPromotionsHandlers = {
  async list_promotions({ query }, ctx) {
    const m = await requireOrgRole(ctx, "staff");
    const page = await listPage(query, (p) =>
      listPromotions(ctx.db, m.organizationId, { active: query.active }, p),
    );
    return { status: 200, body: { promotions: page.items.map(promotionBody), next_cursor: page.nextAfter } };
  },

  async create_promotion({ body }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    const now = ctx.now().toISOString();
    checked({ ...BLANK, id: "", created_at: now, updated_at: now, ...body } as Promotion);
    try {
      return {
        status: 201,
        body: promotionBody(await insertPromotion(ctx.db, m.organizationId, columns(body))),
      };
    } catch (err) {
      if (isUniqueViolation(err)) throw codeTaken();
      throw err;
    }
  },

  async get_promotion({ path }, ctx) {
    const m = await requireOrgRole(ctx, "staff");
    const row = await findPromotion(ctx.db, m.organizationId, path.promotion_id);
    if (!row) throw noSuchPromotion();
    return { status: 200, body: promotionBody(row) };
  },

  async update_promotion({ path, body }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    const row = await findPromotion(ctx.db, m.organizationId, path.promotion_id);
    if (!row) throw noSuchPromotion();
    checked({ ...promotionBody(row), ...body } as Promotion);
    try {
      const updated = await updatePromotion(ctx.db, m.organizationId, row.id, columns(body), ctx.now());
      if (!updated) throw noSuchPromotion();
      return { status: 200, body: promotionBody(updated) };
    } catch (err) {
      if (isUniqueViolation(err)) throw codeTaken();
      throw err;
    }
  },

  async delete_promotion({ path }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    const row = await findPromotion(ctx.db, m.organizationId, path.promotion_id);
    if (!row) throw noSuchPromotion();
    if (await promotionUsed(ctx.db, row.id))
      throw new RestaurantError(
        "in_use",
        "Orders used this promotion; deactivate it instead (active: false)",
      );
    await deletePromotion(ctx.db, m.organizationId, row.id);
    return { status: 204 };
  },
};
