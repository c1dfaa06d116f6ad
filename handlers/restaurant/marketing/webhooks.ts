/**
 * Webhook subscriptions: the owner and managers manage them (deliveries carry customer data). The
 * URL is held to the server's egress policy when saved (403 `url_refused` for an internal address)
 * and again at every delivery after DNS; the signing secret is made here, shown once, and stored
 * sealed, bound to the organization and the webhook's id.
 */
import { randomUUID } from "node:crypto";
import type {
  RestaurantEventType,
  RestaurantWebhook,
  RestaurantWebhooksHandlers,
} from "../../../generated/restaurant/types.js";
import { ApiError } from "../../../runtime/errors.js";
import { checkUrl } from "../../../runtime/outbound/policy.js";
import { newSigningSecret } from "../../../runtime/outbound/signing.js";
import { listPage } from "../../../runtime/paging.js";
import { listDeliveries } from "../../../storage/restaurant/marketing/webhookDeliveries.js";
import {
  deleteWebhook,
  findWebhook,
  insertWebhook,
  listWebhooks,
  updateWebhook,
  type WebhookRow,
} from "../../../storage/restaurant/marketing/webhooks.js";
import { requireOrgRole } from "../access.js";
import type { Context } from "../context.js";
import { webhookSecretAad } from "./webhookDelivery.js";

/** A webhook as the contract sends it. */
function webhookBody(w: WebhookRow): RestaurantWebhook {
  return {
    id: w.id,
    url: w.url,
    // Stored from validated bodies only: the contract's types hold.
    event_types: w.event_types as RestaurantEventType[],
    enabled: w.enabled,
    success_count: Number(w.success_count),
    failure_count: Number(w.failure_count),
    last_attempted_at: w.last_attempted_at?.toISOString() ?? null,
    last_status: w.last_status,
    created_at: w.created_at.toISOString(),
    updated_at: w.updated_at.toISOString(),
  };
}

/** `url` when the egress policy lets deliveries go there; else 400 or 403 `url_refused`. */
function allowedUrl(ctx: Context, url: string): string {
  const checked = checkUrl(url, ctx.marketing.egress);
  if (checked.ok) return url;
  const issues = [{ location: "body" as const, name: "/url", message: checked.reason }];
  throw new ApiError(checked.refused ? "url_refused" : "validation_failed", `/url ${checked.reason}`, {
    issues,
  });
}

const noSuchWebhook = () => new ApiError("not_found", "No such webhook");
const distinct = <T>(xs: T[]) => [...new Set(xs)];

/** The webhook operations. */
export const webhookHandlers: RestaurantWebhooksHandlers = {
  async list_restaurant_webhooks({ query }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    const page = await listPage(query, (p) => listWebhooks(ctx.db, m.organizationId, p));
    return { status: 200, body: { webhooks: page.items.map(webhookBody), next_cursor: page.nextAfter } };
  },

  async create_restaurant_webhook({ body }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    const url = allowedUrl(ctx, body.url);
    const id = randomUUID();
    const secret = newSigningSecret();
    const row = await insertWebhook(ctx.db, m.organizationId, id, {
      url,
      event_types: distinct(body.event_types),
      enabled: body.enabled ?? true,
      secret_sealed: ctx.marketing.sealer.seal(secret, webhookSecretAad(m.organizationId, id)),
    });
    return { status: 201, body: { ...webhookBody(row), secret } };
  },

  async get_restaurant_webhook({ path }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    const row = await findWebhook(ctx.db, m.organizationId, path.webhook_id);
    if (!row) throw noSuchWebhook();
    return { status: 200, body: webhookBody(row) };
  },

  async update_restaurant_webhook({ path, body }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    const url = body.url === undefined ? undefined : allowedUrl(ctx, body.url);
    const row = await updateWebhook(
      ctx.db,
      m.organizationId,
      path.webhook_id,
      {
        ...(url === undefined ? {} : { url }),
        ...(body.event_types === undefined ? {} : { event_types: distinct(body.event_types) }),
        ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
      },
      ctx.now(),
    );
    if (!row) throw noSuchWebhook();
    return { status: 200, body: webhookBody(row) };
  },

  async delete_restaurant_webhook({ path }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    if (!(await deleteWebhook(ctx.db, m.organizationId, path.webhook_id))) throw noSuchWebhook();
    return { status: 204 };
  },

  async list_restaurant_webhook_deliveries({ path, query }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    const row = await findWebhook(ctx.db, m.organizationId, path.webhook_id);
    if (!row) throw noSuchWebhook();
    const page = await listPage(query, (p) => listDeliveries(ctx.db, row.id, p));
    return {
      status: 200,
      body: {
        deliveries: page.items.map((d) => ({
          id: d.id,
          event_id: d.event_id,
          event_type: d.type as RestaurantEventType,
          status: d.status,
          attempts: d.attempts,
          http_status: d.http_status,
          created_at: d.created_at.toISOString(),
        })),
        next_cursor: page.nextAfter,
      },
    };
  },
};
