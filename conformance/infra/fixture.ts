/**
 * Infra fixture: an organization with a project and its API key (`ProjectApiKey`), and a
 * bearer session (`UserBearer`) of a plain member of that organization. A member reads but
 * cannot delete the organization, the project or the key, so no suite can destroy what the
 * others run on (those routes answer 403, which the contract declares); members create their
 * own organizations and projects freely.
 */
import { randomUUID } from "node:crypto";
import type { Knex } from "knex";
import sharp from "sharp";
import { secretAad } from "../../handlers/infra/webhookDelivery.js";
import { createLogger } from "../../runtime/logger.js";
import { newSigningSecret } from "../../runtime/outbound/signing.js";
import { sealerFromEnv } from "../../runtime/secrets/sealed.js";
import { addMember, createOrganization } from "../../storage/infra/core/organizations.js";
import { createProjectKey } from "../../storage/infra/core/projectKeys.js";
import { createProject } from "../../storage/infra/core/projects.js";
import {
  claimDeliveries,
  createWebhook,
  recordDeliveryAttempt,
  recordEvent,
} from "../../storage/infra/webhooks.js";
import { createSession } from "../../storage/platform/sessions.js";
import { createUser } from "../../storage/platform/users.js";
import type { ServiceFixture } from "../fixtures.js";

/**
 * A webhook of the project (its URL on 127.0.0.1:9, where nothing listens) with one delivery that
 * has failed for good, so the delivery routes, retry included, have a record to act on.
 */
async function failedDelivery(
  knex: Knex,
  projectId: string,
  now: Date,
): Promise<{ webhookId: string; deliveryId: string }> {
  const webhookId = randomUUID();
  const sealed = sealerFromEnv(createLogger("silent")).seal(
    newSigningSecret(),
    secretAad(projectId, webhookId),
  );
  await createWebhook(
    knex,
    projectId,
    {
      id: webhookId,
      name: "Conformance",
      url: "http://127.0.0.1:9/conformance",
      topics: ["conformance.*"],
      secretSealed: sealed,
    },
    now,
  );
  const body = { type: "conformance.ready", timestamp: now.toISOString(), data: {} };
  const { deliveryIds } = await recordEvent(knex, projectId, "conformance.ready", body, now);
  const [claimed] = await claimDeliveries(knex, {
    now,
    leaseUntil: new Date(now.getTime() + 60_000),
    limit: 1,
    ids: deliveryIds,
  });
  if (!claimed) throw new Error("fixture: could not claim the webhook delivery");
  const status = await recordDeliveryAttempt(knex, claimed.id, {
    ok: false,
    status: 0,
    durationMs: 0,
    snippet: "connection refused (fixture)",
    now,
    retryAt: null,
    attempt: claimed.attempt,
  });
  if (status !== "failed") throw new Error(`fixture: the webhook delivery is ${status}, not failed`);
  return { webhookId, deliveryId: claimed.id };
}

/**
 * Made through the API with the project key: a yearly cron job (its handler on 127.0.0.1:9,
 * where nothing listens), and a blueprint of one queue step with a running execution.
 */
async function jobRecords(
  baseUrl: string,
  apiKey: Record<string, string>,
): Promise<{ job_id: string; blueprint_id: string; execution_id: string }> {
  const post = async (path: string, body: unknown): Promise<Record<string, string>> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { ...apiKey, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`fixture: POST ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as Record<string, string>;
  };
  const job = await post("/infra/jobs", {
    name: "Conformance",
    trigger: { type: "cron", schedule: "0 0 1 1 *", timezone: "UTC" },
    handler: "http://127.0.0.1:9/conformance-job",
    payload: { from: "fixture" },
  });
  const blueprint = await post("/infra/workflows/blueprints", {
    name: "Conformance",
    steps: [{ id: "wait", job_trigger: { trigger: { type: "queue", queue: "conformance-fixture" } } }],
  });
  const execution = await post(`/infra/workflows/blueprints/${blueprint.id}/trigger`, { input_data: {} });
  return {
    job_id: String(job.id),
    blueprint_id: String(blueprint.id),
    execution_id: String(execution.execution_id),
  };
}

/**
 * Made through the API with the project key: a bucket holding one object (and a signed GET URL
 * for it), and an image asset (a 32×24 PNG drawn by sharp) with one transformed variant.
 */
async function storageAndMediaRecords(
  baseUrl: string,
  apiKey: Record<string, string>,
): Promise<{ bucketId: string; object_key_path: string; assetId: string; variantId: string; token: string }> {
  const call = async (path: string, init: RequestInit): Promise<Record<string, string>> => {
    const res = await fetch(`${baseUrl}${path}`, { ...init, headers: { ...apiKey, ...init.headers } });
    if (!res.ok)
      throw new Error(`fixture: ${init.method} ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as Record<string, string>;
  };
  const json = { "content-type": "application/json" };
  const bucket = await call("/infra/storage/buckets", {
    method: "POST",
    headers: json,
    body: JSON.stringify({ name: `conformance-${Date.now().toString(36)}` }),
  });
  const key = "fixture/hello.txt";
  await call(`/infra/storage/buckets/${bucket.id}/objects/${key}`, {
    method: "PUT",
    headers: { "content-type": "text/plain" },
    body: "hello from the fixture",
  });
  const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([png], { type: "image/png" }), "fixture.png");
  const asset = await call("/infra/media/assets", { method: "POST", body: form });
  const variant = await call(`/infra/media/assets/${asset.id}/transform/image`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ width: 16, format: "webp" }),
  });
  // A URL the server signed, so `{token}` has the shape the contract states (the query a fuzzer
  // sends with it will not match, which the signed routes answer with 403).
  const signed = await call(`/infra/storage/buckets/${bucket.id}/signed-url`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ key, method: "GET" }),
  });
  return {
    bucketId: String(bucket.id),
    object_key_path: key,
    assetId: String(asset.id),
    variantId: String(variant.id),
    token: new URL(String(signed.url)).pathname.split("/").at(-1) ?? "",
  };
}

export const fixture: ServiceFixture = {
  async setup({ baseUrl, db }) {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const now = new Date();
    const owner = await createUser(db.knex, {
      email: `infra-owner-${tag}@infra.example`,
      password: `conformance-${tag}`,
    });
    const member = await createUser(db.knex, {
      email: `infra-member-${tag}@infra.example`,
      password: `conformance-${tag}`,
    });
    const org = await createOrganization(
      db.knex,
      { name: "Conformance", ownerUserId: owner.id, startingTokens: 100_000_000 },
      now,
    );
    const added = await addMember(db.knex, org.id, member.email, "member");
    if (!added.ok) throw new Error(`fixture: could not add the member: ${added.reason}`);
    const project = await createProject(
      db.knex,
      { orgId: org.id, name: "Conformance", initialTokens: 50_000_000 },
      now,
    );
    if (!project) throw new Error("fixture: could not create the project");
    const key = await createProjectKey(
      db.knex,
      { projectId: project.id, name: "conformance", createdBy: owner.id },
      now,
    );
    if (!key) throw new Error("fixture: could not mint the key");
    const { token } = await createSession(db.knex, { userId: member.id, now });
    const { webhookId, deliveryId } = await failedDelivery(db.knex, project.id, now);
    const records = await jobRecords(baseUrl, { "X-API-Key": key.secret });
    const stored = await storageAndMediaRecords(baseUrl, { "X-API-Key": key.secret });
    return {
      credentials: {
        ProjectApiKey: { "X-API-Key": key.secret },
        UserBearer: { Authorization: `Bearer ${token}` },
      },
      pathParams: {
        org_id: org.id,
        project_id: project.id,
        key_id: key.key.id,
        user_id: owner.id,
        webhook_id: webhookId,
        delivery_id: deliveryId,
        ...records,
        ...stored,
      },
    };
  },
};
