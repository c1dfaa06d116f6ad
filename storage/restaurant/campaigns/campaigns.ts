/**
 * Campaigns (`restaurant_campaigns`) and the customers each was sent to
 * (`restaurant_campaign_sends`): one statement family. Every statement filters by organization; a
 * campaign of another organization is "not found". Status moves are guarded by the state they
 * leave (`WHERE status IN (…)`), so two racing moves cannot both win.
 */
import type { Knex } from "knex";
import { type Page, type PageRequest, pageByTimeId } from "../../paging.js";
import { isUuid, runner } from "../../run.js";

/** Who a campaign goes to, as stored (the contract's members). */
export interface AudienceFilter {
  tags: string[];
  opted_in_only: boolean;
  last_visit_before: string | null;
  last_visit_after: string | null;
}

/** A campaign's status. */
export type CampaignStatus = "draft" | "scheduled" | "sent" | "cancelled";

/** A campaign as stored. */
export interface CampaignRow {
  id: string;
  organization_id: string;
  name: string;
  channel: "email" | "sms" | "push";
  subject: string | null;
  message: string;
  audience: AudienceFilter;
  promotion_id: string | null;
  scheduled_at: Date | null;
  status: CampaignStatus;
  audience_size: number | null;
  sent_at: Date | null;
  cancelled_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The columns a campaign is created or updated with (already checked by the handler). */
export type CampaignFields = Partial<
  Pick<CampaignRow, "name" | "channel" | "subject" | "message" | "audience" | "promotion_id" | "scheduled_at">
>;

function columns(db: Knex, fields: CampaignFields): Record<string, unknown> {
  const out: Record<string, unknown> = { ...fields };
  if (fields.audience !== undefined)
    out.audience = runner(db).raw("?::jsonb", [JSON.stringify(fields.audience)]);
  return out;
}

/** Creates a draft. */
export async function insertCampaign(
  db: Knex,
  organizationId: string,
  fields: CampaignFields,
): Promise<CampaignRow> {
  const [row] = (await runner(db)("restaurant_campaigns")
    .insert({ ...columns(db, fields), organization_id: organizationId })
    .returning("*")) as CampaignRow[];
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** One campaign of the organization, or undefined. */
export async function findCampaign(
  db: Knex,
  organizationId: string,
  id: string,
): Promise<CampaignRow | undefined> {
  if (!isUuid(id)) return undefined;
  return (await runner(db)("restaurant_campaigns").where({ organization_id: organizationId, id }).first()) as
    | CampaignRow
    | undefined;
}

/** Changes a campaign still in one of `from`; undefined when it is not (moved meanwhile, or gone). */
export async function updateCampaign(
  db: Knex,
  organizationId: string,
  id: string,
  from: CampaignStatus[],
  fields: CampaignFields &
    Partial<Pick<CampaignRow, "status" | "audience_size" | "sent_at" | "cancelled_at">>,
  now: Date,
): Promise<CampaignRow | undefined> {
  const [row] = (await runner(db)("restaurant_campaigns")
    .where({ organization_id: organizationId, id })
    .whereIn("status", from)
    .update({ ...columns(db, fields), updated_at: now })
    .returning("*")) as CampaignRow[];
  return row;
}

/** Deletes a campaign still in one of `from`; false when it is not. */
export async function deleteCampaign(
  db: Knex,
  organizationId: string,
  id: string,
  from: CampaignStatus[],
): Promise<boolean> {
  const rows = await runner(db)("restaurant_campaigns")
    .where({ organization_id: organizationId, id })
    .whereIn("status", from)
    .del()
    .returning("id");
  return rows.length > 0;
}

/** The organization's campaigns newest first, of one status when given. */
export function listCampaigns(
  db: Knex,
  organizationId: string,
  filter: { status?: CampaignStatus | undefined },
  page: PageRequest,
): Promise<Page<CampaignRow>> {
  const q = runner(db)("restaurant_campaigns as c").select("c.*").where("c.organization_id", organizationId);
  if (filter.status) q.where("c.status", filter.status);
  return pageByTimeId(
    db,
    q,
    { time: "c.created_at", id: "c.id", newestFirst: true },
    page,
    (r: CampaignRow) => r,
  );
}

/** Ids of scheduled campaigns due at `now` (any organization), oldest due first. */
export async function dueCampaignIds(
  db: Knex,
  now: Date,
  limit: number,
): Promise<{ id: string; organization_id: string }[]> {
  return (await runner(db)("restaurant_campaigns")
    .where("status", "scheduled")
    .where("scheduled_at", "<=", now)
    .orderBy("scheduled_at")
    .limit(limit)
    .select("id", "organization_id")) as { id: string; organization_id: string }[];
}

/** The scheduled campaign, its row locked until the transaction ends; undefined when it is no longer scheduled. */
export async function lockScheduled(
  trx: Knex,
  organizationId: string,
  id: string,
): Promise<CampaignRow | undefined> {
  return (await trx("restaurant_campaigns")
    .where({ organization_id: organizationId, id, status: "scheduled" })
    .forUpdate()
    .first()) as CampaignRow | undefined;
}

/**
 * Records one send per customer of the audience as it is now (a customer already recorded is not
 * recorded twice) and answers the customer ids of every send of the campaign.
 */
export async function recordSends(trx: Knex, campaign: CampaignRow, now: Date): Promise<string[]> {
  const a = campaign.audience;
  const where: string[] = ["c.organization_id = ?"];
  const bindings: Knex.Value[] = [campaign.organization_id];
  if (a.opted_in_only) where.push("c.marketing_opt_in");
  if (a.tags.length > 0) {
    where.push(
      "EXISTS (SELECT 1 FROM jsonb_array_elements_text(c.tags) t WHERE t IN (SELECT jsonb_array_elements_text(?::jsonb)))",
    );
    bindings.push(JSON.stringify(a.tags));
  }
  if (a.last_visit_before) {
    where.push("v.last_visit_at < ?");
    bindings.push(new Date(a.last_visit_before));
  }
  if (a.last_visit_after) {
    where.push("v.last_visit_at >= ?");
    bindings.push(new Date(a.last_visit_after));
  }
  await trx.raw(
    `INSERT INTO restaurant_campaign_sends (campaign_id, customer_id, created_at)
     SELECT ?, c.id, ? FROM restaurant_customers c
     LEFT JOIN LATERAL (
       SELECT max(o.completed_at) AS last_visit_at FROM restaurant_orders o
       WHERE o.customer_id = c.id AND o.organization_id = c.organization_id AND o.status = 'completed'
     ) v ON true
     WHERE ${where.join(" AND ")}
     ON CONFLICT (campaign_id, customer_id) DO NOTHING`,
    [campaign.id, now, ...bindings],
  );
  const rows = (await trx("restaurant_campaign_sends")
    .where({ campaign_id: campaign.id })
    .orderBy("customer_id")
    .select("customer_id")) as { customer_id: string }[];
  return rows.map((r) => r.customer_id);
}

/** A send as stored. */
export interface SendRow {
  campaign_id: string;
  customer_id: string;
  created_at: Date;
}

/** The campaign's sends in the order they were recorded (the caller checked the campaign is the organization's). */
export function listSends(db: Knex, campaignId: string, page: PageRequest): Promise<Page<SendRow>> {
  const q = runner(db)("restaurant_campaign_sends as s").select("s.*").where("s.campaign_id", campaignId);
  return pageByTimeId(db, q, { time: "s.created_at", id: "s.customer_id" }, page, (r: SendRow) => r);
}
