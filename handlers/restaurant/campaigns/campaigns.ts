/**
 * Campaigns: every member reads them, the owner and managers write them. Only a draft changes;
 * the verbs move it (`schedule`, `cancel`) and the minute sweep sends it (./sending.ts). Each
 * write is guarded by the status it expects, so a campaign moved meanwhile answers 409, never a
 * half-applied change.
 */

import { RestaurantError } from "../../../generated/restaurant/errors.js";
import type {
  Campaign,
  CampaignCreate,
  CampaignUpdate,
  RestaurantMarketingHandlers,
} from "../../../generated/restaurant/types.js";
import type { ApiError } from "../../../runtime/errors.js";
import { listPage } from "../../../runtime/paging.js";
import {
  type AudienceFilter,
  type CampaignFields,
  type CampaignRow,
  type CampaignStatus,
  deleteCampaign,
  findCampaign,
  insertCampaign,
  listCampaigns,
  listSends,
  updateCampaign,
} from "../../../storage/restaurant/campaigns/campaigns.js";
import { findPromotion } from "../../../storage/restaurant/marketing/promotions.js";
import { requireOrgRole } from "../access.js";
import type { Context } from "../context.js";

/** A campaign as the contract sends it. */
export function campaignBody(r: CampaignRow): Campaign {
  return {
    id: r.id,
    name: r.name,
    channel: r.channel,
    audience: r.audience,
    message: { subject: r.subject, body: r.message },
    promotion_id: r.promotion_id,
    scheduled_at: r.scheduled_at?.toISOString() ?? null,
    status: r.status,
    audience_size: r.audience_size,
    sent_at: r.sent_at?.toISOString() ?? null,
    cancelled_at: r.cancelled_at?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

const noSuchCampaign = () => new RestaurantError("not_found", "No such campaign");

/** 409 naming the campaign's status and what it allows. */
function wrongState(status: CampaignStatus, wanted: string): ApiError {
  const allows: Record<CampaignStatus, string> = {
    draft: "edit, schedule, cancel, delete",
    scheduled: "cancel",
    sent: "nothing (it is final)",
    cancelled: "delete",
  };
  return new RestaurantError(
    "invalid_transition",
    `The campaign is ${status}: cannot ${wanted}; it allows ${allows[status]}`,
  );
}

/** The body's members as columns (only those sent); 422 for a promotion not of the organization. */
async function columns(
  ctx: Context,
  organizationId: string,
  body: CampaignCreate | CampaignUpdate,
): Promise<CampaignFields> {
  const out: CampaignFields = {};
  if (body.name !== undefined) out.name = body.name;
  if (body.channel !== undefined) out.channel = body.channel;
  if (body.message !== undefined) {
    out.subject = body.message.subject ?? null;
    out.message = body.message.body;
  }
  if (body.audience !== undefined) {
    const a: AudienceFilter = {
      tags: body.audience.tags ?? [],
      opted_in_only: body.audience.opted_in_only ?? true,
      last_visit_before: body.audience.last_visit_before ?? null,
      last_visit_after: body.audience.last_visit_after ?? null,
    };
    out.audience = a;
  }
  if (body.scheduled_at !== undefined)
    out.scheduled_at = body.scheduled_at === null ? null : new Date(body.scheduled_at);
  if (body.promotion_id !== undefined) {
    if (body.promotion_id !== null && !(await findPromotion(ctx.db, organizationId, body.promotion_id)))
      throw new RestaurantError("unprocessable", "promotion_id: no such promotion", {
        issues: [{ location: "body", name: "/promotion_id", message: "no such promotion" }],
      });
    out.promotion_id = body.promotion_id;
  }
  return out;
}

/** The campaign of the caller's organization (404 otherwise) and the membership. */
async function load(ctx: Context, id: string, role: "staff" | "manager") {
  const m = await requireOrgRole(ctx, role);
  const row = await findCampaign(ctx.db, m.organizationId, id);
  if (!row) throw noSuchCampaign();
  return { m, row };
}

/** The campaign operations. */
export const campaignHandlers = {
  async list_campaigns({ query }, ctx) {
    const m = await requireOrgRole(ctx, "staff");
    const page = await listPage(query, (p) =>
      listCampaigns(ctx.db, m.organizationId, { status: query.status }, p),
    );
    return { status: 200, body: { campaigns: page.items.map(campaignBody), next_cursor: page.nextAfter } };
  },

  async create_campaign({ body }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    const fields = await columns(ctx, m.organizationId, { audience: {}, ...body });
    return { status: 201, body: campaignBody(await insertCampaign(ctx.db, m.organizationId, fields)) };
  },

  async get_campaign({ path }, ctx) {
    const { row } = await load(ctx, path.campaign_id, "staff");
    return { status: 200, body: campaignBody(row) };
  },

  async update_campaign({ path, body }, ctx) {
    const { m, row } = await load(ctx, path.campaign_id, "manager");
    if (row.status !== "draft") throw wrongState(row.status, "edit it");
    const fields = await columns(ctx, m.organizationId, body);
    const updated = await updateCampaign(ctx.db, m.organizationId, row.id, ["draft"], fields, ctx.now());
    if (!updated)
      throw new RestaurantError(
        "invalid_transition",
        "The campaign was moved by someone else; read it again",
      );
    return { status: 200, body: campaignBody(updated) };
  },

  async delete_campaign({ path }, ctx) {
    const { m, row } = await load(ctx, path.campaign_id, "manager");
    if (row.status === "scheduled" || row.status === "sent") throw wrongState(row.status, "delete it");
    if (!(await deleteCampaign(ctx.db, m.organizationId, row.id, ["draft", "cancelled"])))
      throw new RestaurantError(
        "invalid_transition",
        "The campaign was moved by someone else; read it again",
      );
    return { status: 204 };
  },

  async schedule_campaign({ path }, ctx) {
    const { m, row } = await load(ctx, path.campaign_id, "manager");
    if (row.status !== "draft") throw wrongState(row.status, "schedule it");
    const now = ctx.now();
    if (row.scheduled_at && row.scheduled_at.getTime() < now.getTime())
      throw new RestaurantError(
        "unprocessable",
        "scheduled_at has passed: set a time in the future, or null to send now",
        {
          issues: [{ location: "body", name: "/scheduled_at", message: "is in the past" }],
        },
      );
    const moved = await updateCampaign(
      ctx.db,
      m.organizationId,
      row.id,
      ["draft"],
      { status: "scheduled", scheduled_at: row.scheduled_at ?? now },
      now,
    );
    if (!moved)
      throw new RestaurantError(
        "invalid_transition",
        "The campaign was moved by someone else; read it again",
      );
    return { status: 200, body: campaignBody(moved) };
  },

  async cancel_campaign({ path }, ctx) {
    const { m, row } = await load(ctx, path.campaign_id, "manager");
    if (row.status !== "draft" && row.status !== "scheduled") throw wrongState(row.status, "cancel it");
    const now = ctx.now();
    const moved = await updateCampaign(
      ctx.db,
      m.organizationId,
      row.id,
      ["draft", "scheduled"],
      { status: "cancelled", cancelled_at: now },
      now,
    );
    // The sweep sent it between the read and the cancel: its state now decides.
    if (!moved)
      throw new RestaurantError(
        "invalid_transition",
        "The campaign was sent meanwhile; it cannot be cancelled",
      );
    return { status: 200, body: campaignBody(moved) };
  },

  async list_campaign_sends({ path, query }, ctx) {
    const { row } = await load(ctx, path.campaign_id, "staff");
    const page = await listPage(query, (p) => listSends(ctx.db, row.id, p));
    return {
      status: 200,
      body: {
        sends: page.items.map((s) => ({
          customer_id: s.customer_id,
          created_at: s.created_at.toISOString(),
        })),
        next_cursor: page.nextAfter,
      },
    };
  },
} satisfies Partial<RestaurantMarketingHandlers>;
