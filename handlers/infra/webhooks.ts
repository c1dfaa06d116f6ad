/**
 * Webhook routes (spec/infra/webhooks.tsp): a project's subscriptions of URLs to event topics,
 * custom events, test sends, and the delivery log. Each call costs one token, charged after the
 * input checks. Signing secrets are sealed at rest (runtime/secrets/sealed.ts), bound to the
 * webhook's project and id, and shown only in the answer that created them.
 */
import { randomUUID } from "node:crypto";
import type { InfraWebhooksHandlers } from "../../generated/infra/types.js";
import { ApiError } from "../../runtime/errors.js";
import { postSigned } from "../../runtime/outbound/post.js";
import { isSigningSecret, newSigningSecret } from "../../runtime/outbound/signing.js";
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  getWebhookSecretSealed,
  listDeliveries,
  listWebhooks,
  recordEvent,
  retryDelivery,
  updateWebhook,
  type Webhook,
  type WebhookDelivery,
} from "../../storage/infra/webhooks.js";
import { withTransaction } from "../../storage/transactions.js";
import { chargedProject } from "./caller.js";
import type { Context } from "./context.js";
import { listPage } from "./core/access.js";
import { checkJsonSize, iso, isoOrNull } from "./format.js";
import { outboundUrl } from "./outboundUrl.js";
import { enqueueDeliveries, secretAad } from "./webhookDelivery.js";

/** The largest custom event `data`, as JSON in UTF-8 (the contract says 64 KiB). */
export const EVENT_DATA_MAX_BYTES = 64 * 1024;

function webhookBody(w: Webhook) {
  return {
    id: w.id,
    name: w.name,
    url: w.url,
    topics: w.topics,
    enabled: w.enabled,
    success_count: w.successCount,
    failure_count: w.failureCount,
    last_attempted_at: isoOrNull(w.lastAttemptedAt),
    last_status: w.lastStatus,
    created_at: iso(w.createdAt),
  };
}

function deliveryBody(d: WebhookDelivery) {
  return { ...d, createdAt: iso(d.createdAt) };
}

function notFound(): ApiError {
  return new ApiError("not_found", "This project has no webhook with that id");
}

function badField(pointer: string, message: string): ApiError {
  return new ApiError("validation_failed", `${pointer} ${message}`, {
    issues: [{ location: "body", name: pointer, message }],
  });
}

/** 400 naming `/secret` unless it is a usable Standard Webhooks secret. */
function checkedSecret(secret: string): string {
  if (!isSigningSecret(secret))
    throw badField("/secret", "is not whsec_ followed by the canonical base64 of 24 to 64 bytes");
  return secret;
}

function seal(ctx: Context, secret: string, projectId: string, webhookId: string): string {
  return ctx.sealer.seal(secret, secretAad(projectId, webhookId));
}

/** The project's webhook, or 404 (another project's webhook is not found either). */
async function ownWebhook(ctx: Context, projectId: string, webhookId: string): Promise<Webhook> {
  const webhook = await getWebhook(ctx.db, projectId, webhookId);
  if (!webhook) throw notFound();
  return webhook;
}

/** The webhook handlers. */
export const webhookHandlers: InfraWebhooksHandlers = {
  async create_webhook({ body }, ctx) {
    const url = outboundUrl("/url", body.url, ctx.egress);
    const secret = body.secret === undefined ? newSigningSecret() : checkedSecret(body.secret);
    const projectId = await chargedProject(ctx);
    const id = randomUUID();
    const webhook = await createWebhook(
      ctx.db,
      projectId,
      {
        id,
        name: body.name,
        url,
        topics: body.topics,
        secretSealed: seal(ctx, secret, projectId, id),
        enabled: body.enabled ?? true,
      },
      ctx.now(),
    );
    return { status: 200, body: { ...webhookBody(webhook), secret } };
  },

  async list_webhooks({ query }, ctx) {
    const projectId = await chargedProject(ctx);
    const page = await listPage(query, (p) =>
      listWebhooks(ctx.db, projectId, {
        ...p,
        ...(query.enabled === undefined ? {} : { enabled: query.enabled }),
      }),
    );
    return { status: 200, body: { webhooks: page.items.map(webhookBody), next_cursor: page.nextAfter } };
  },

  async publish_event({ body }, ctx) {
    // Topics of the service's own events (kv., channels., jobs., webhook.) are refused by the
    // contract's Topic pattern before this runs.
    checkJsonSize(body.data, EVENT_DATA_MAX_BYTES, "/data");
    const projectId = await chargedProject(ctx);
    const now = ctx.now();
    const payload = { type: body.topic, timestamp: iso(now), data: body.data };
    const recorded = await withTransaction({ knex: ctx.db }, async (trx) => {
      const r = await recordEvent(trx, projectId, body.topic, payload, now);
      await enqueueDeliveries(ctx.work, r.deliveryIds);
      return r;
    });
    return {
      status: 200,
      body: { event_id: recorded.eventId, topic: body.topic, deliveries: recorded.deliveryIds.length },
    };
  },

  async get_webhook({ path }, ctx) {
    const projectId = await chargedProject(ctx);
    return { status: 200, body: webhookBody(await ownWebhook(ctx, projectId, path.webhook_id)) };
  },

  async update_webhook({ path, body }, ctx) {
    const url = body.url === undefined ? undefined : outboundUrl("/url", body.url, ctx.egress);
    const secret = body.secret === undefined ? undefined : checkedSecret(body.secret);
    const projectId = await chargedProject(ctx);
    const updated = await updateWebhook(
      ctx.db,
      projectId,
      path.webhook_id,
      {
        name: body.name,
        url,
        topics: body.topics,
        enabled: body.enabled,
        secretSealed: secret === undefined ? undefined : seal(ctx, secret, projectId, path.webhook_id),
      },
      ctx.now(),
    );
    if (!updated) throw notFound();
    return { status: 200, body: webhookBody(updated) };
  },

  async delete_webhook({ path }, ctx) {
    const projectId = await chargedProject(ctx);
    if (!(await deleteWebhook(ctx.db, projectId, path.webhook_id))) throw notFound();
    return { status: 200, body: { id: path.webhook_id, deleted: true } };
  },

  async test_webhook({ path }, ctx) {
    const projectId = await chargedProject(ctx);
    const webhook = await ownWebhook(ctx, projectId, path.webhook_id);
    const sealed = await getWebhookSecretSealed(ctx.db, projectId, webhook.id);
    if (!sealed) throw notFound();
    const secret = ctx.sealer.open(sealed, secretAad(projectId, webhook.id));
    const now = ctx.now();
    // Not recorded and not counted: a fresh id, so a receiver's dedupe never swallows a real event.
    const msgId = randomUUID();
    const body = JSON.stringify({
      type: "webhook.test",
      timestamp: iso(now),
      data: { webhook_id: webhook.id, message: "This is a test delivery." },
    });
    const attempt = await postSigned({
      url: webhook.url,
      body,
      secret,
      msgId,
      timestamp: now,
      policy: ctx.egress,
    });
    return {
      status: 200,
      body: {
        status: attempt.status,
        duration_ms: attempt.durationMs,
        response_snippet: attempt.error && !attempt.snippet ? attempt.error : attempt.snippet,
      },
    };
  },

  async list_webhook_deliveries({ path, query }, ctx) {
    const projectId = await chargedProject(ctx);
    await ownWebhook(ctx, projectId, path.webhook_id);
    const page = await listPage(query, (p) => listDeliveries(ctx.db, projectId, path.webhook_id, p));
    return { status: 200, body: { deliveries: page.items.map(deliveryBody), next_cursor: page.nextAfter } };
  },

  async retry_webhook_delivery({ path }, ctx) {
    const projectId = await chargedProject(ctx);
    const result = await withTransaction({ knex: ctx.db }, async (trx) => {
      const r = await retryDelivery(trx, projectId, path.webhook_id, path.delivery_id, ctx.now());
      if (r.ok) await enqueueDeliveries(ctx.work, [r.delivery.id]);
      return r;
    });
    if (!result.ok) {
      if (result.reason === "not_found")
        throw new ApiError("not_found", "This webhook has no delivery with that id");
      throw new ApiError("conflict", `Only a failed delivery can be retried; this one is ${result.status}`);
    }
    const d = result.delivery;
    return {
      status: 200,
      body: { id: d.id, status: d.status, http_status: d.httpStatus, retry_count: d.retryCount },
    };
  },
};
