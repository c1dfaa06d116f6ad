/**
 * Project webhooks (`infra_webhooks`), the events recorded for them (`infra_webhook_events`) and
 * their deliveries (`infra_webhook_deliveries`). Every call that a tenant's route makes names its
 * project, and every statement filters on it, so one project never sees another's webhooks,
 * events or deliveries.
 *
 * The signing secret is stored as the caller sealed it (`secretSealed`); nothing here sees the
 * plaintext, and {@link Webhook} does not carry it: {@link getWebhookSecretSealed} and
 * {@link claimDeliveries} hand it out only to the code that signs.
 *
 * Deliveries are the items of the leased-work engine's `infra.webhooks.deliver` task
 * (handlers/infra/webhookDelivery.ts, runtime/work/task.ts): senders claim due deliveries with a
 * lease (`FOR UPDATE SKIP LOCKED`, then status `delivering` until `leaseUntil`) and commit before
 * sending — no transaction stays open across an HTTP call (on PGlite it would hold the only
 * connection). A sender that dies mid-send leaves an ended lease, which the engine's sweep finds
 * ({@link listExpiredDeliveries}) and records as a failed attempt. While a delivery is
 * `delivering`, its `next_attempt_at` is its lease end, so both "due" and "lease ended" are
 * answered by the partial index on (status, next_attempt_at).
 */
import type { Knex } from "knex";
import { type Page, type PageRequest, pageByTimeId } from "../paging.js";
import { inTransaction, isUuid, runner } from "../run.js";

/** A webhook as stored, without its secret. */
export interface Webhook {
  id: string;
  projectId: string;
  name: string;
  url: string;
  /** Topic patterns: `*`, an exact topic, or `prefix.*` (see {@link topicMatches}). */
  topics: string[];
  enabled: boolean;
  /** Deliveries answered with 2xx. */
  successCount: number;
  /** Deliveries that failed for good (every retry spent). */
  failureCount: number;
  lastAttemptedAt: Date | null;
  /** HTTP status of the latest attempt; 0 when no answer arrived; null before any. */
  lastStatus: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Fields of a new webhook. */
export interface NewWebhook {
  /** The id to give it (the caller may need it first, e.g. as the sealed secret's AAD); default: generated. */
  id?: string | undefined;
  name: string;
  url: string;
  topics: readonly string[];
  /** The signing secret, already sealed by the caller. */
  secretSealed: string;
  /** Default true. */
  enabled?: boolean | undefined;
}

/** Fields {@link updateWebhook} changes; absent ones stay as they are. */
export interface WebhookPatch {
  name?: string | undefined;
  url?: string | undefined;
  topics?: readonly string[] | undefined;
  /** A new sealed secret: every later claim signs with it. */
  secretSealed?: string | undefined;
  enabled?: boolean | undefined;
}

/** Delivery states. */
export type WebhookDeliveryStatus = "pending" | "delivering" | "succeeded" | "failed";

/** One delivery of one event to one webhook, in the contract's camelCase shape. */
export interface WebhookDelivery {
  id: string;
  /** The webhook's id. */
  callbackId: string;
  projectId: string;
  /** The event's id (the delivery's `webhook-id` header). */
  eventId: string;
  topic: string;
  /** The body delivered, as a JSON value. */
  payload: unknown;
  status: WebhookDeliveryStatus;
  /** Of the latest attempt; 0 when no answer arrived; null before any. */
  httpStatus: number | null;
  responseSnippet: string | null;
  durationMs: number | null;
  /** Attempts after the first. */
  retryCount: number;
  createdAt: Date;
}

/** A delivery a sender has claimed, with everything it needs to send it. */
export interface ClaimedWebhookDelivery {
  id: string;
  webhookId: string;
  projectId: string;
  eventId: string;
  topic: string;
  /** This attempt's number, from 1. */
  attempt: number;
  url: string;
  /** The webhook's signing secret, sealed as stored. */
  secretSealed: string;
  /** The body to POST, as JSON text exactly as recorded. */
  payload: string;
}

/** Which deliveries {@link claimDeliveries} may take. */
export interface ClaimWebhookDeliveriesOptions {
  /** Pending deliveries scheduled up to now are due. */
  now: Date;
  /** Lease end: until then no other sender takes the claimed rows. */
  leaseUntil: Date;
  /** Most deliveries to claim (a positive integer). */
  limit: number;
  /** Only these deliveries (still only when due). */
  ids?: readonly string[] | undefined;
  /**
   * Also take pending deliveries scheduled up to this time (later than `now`): a manual flush that
   * skips the backoff. Default: `now`.
   */
  dueBy?: Date | undefined;
}

/** One attempt's outcome, for {@link recordDeliveryAttempt}. */
export interface WebhookAttemptOutcome {
  /** The receiver answered 2xx. */
  ok: boolean;
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  durationMs: number;
  /** The start of the answer's body, or why no answer arrived (cut to {@link SNIPPET_MAX} characters). */
  snippet: string | null;
  now: Date;
  /** When a failed attempt is tried again; null: retries are spent, the delivery fails. Ignored when ok. */
  retryAt: Date | null;
  /** The attempt number the claim gave; when given, the outcome is recorded only for that attempt. */
  attempt?: number | undefined;
}

/** Why {@link retryDelivery} did nothing. */
export type RetryDeliveryRefusal =
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "not_failed"; status: WebhookDeliveryStatus };

/** The most characters of a response snippet kept. */
export const SNIPPET_MAX = 1000;

interface WebhookRow {
  id: string;
  project_id: string;
  name: string;
  url: string;
  topics: string[];
  enabled: boolean;
  success_count: string | number;
  failure_count: string | number;
  last_attempted_at: Date | null;
  last_status: number | null;
  created_at: Date;
  updated_at: Date;
}

interface DeliveryRow {
  id: string;
  webhook_id: string;
  project_id: string;
  event_id: string;
  topic: string;
  payload: unknown;
  status: WebhookDeliveryStatus;
  attempts: number;
  http_status: number | null;
  response_snippet: string | null;
  duration_ms: number | null;
  created_at: Date;
}

/** Columns of a webhook handed out (never secret_sealed). */
const WEBHOOK_COLUMNS = [
  "id",
  "project_id",
  "name",
  "url",
  "topics",
  "enabled",
  "success_count",
  "failure_count",
  "last_attempted_at",
  "last_status",
  "created_at",
  "updated_at",
] as const;

function toWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    projectId: row.project_id,
    name: row.name,
    url: row.url,
    topics: [...row.topics],
    enabled: row.enabled,
    successCount: Number(row.success_count),
    failureCount: Number(row.failure_count),
    lastAttemptedAt: row.last_attempted_at,
    lastStatus: row.last_status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    callbackId: row.webhook_id,
    projectId: row.project_id,
    eventId: row.event_id,
    topic: row.topic,
    payload: row.payload,
    status: row.status,
    httpStatus: row.http_status,
    responseSnippet: row.response_snippet,
    durationMs: row.duration_ms,
    retryCount: Math.max(0, row.attempts - 1),
    createdAt: row.created_at,
  };
}

/** The payload as json text: JSON.stringify turns `undefined` and functions into nothing at all. */
function jsonParam(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError("a webhook payload must be representable as JSON");
  return json;
}

/**
 * A snippet a `text` column can hold: at most {@link SNIPPET_MAX} characters (a surrogate pair is
 * not cut in half) and no NUL characters, which PostgreSQL text refuses (they become U+FFFD).
 */
function snippetParam(snippet: string | null): string | null {
  if (snippet === null) return null;
  let cut = snippet.length > SNIPPET_MAX ? snippet.slice(0, SNIPPET_MAX) : snippet;
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return cut.replaceAll("\u0000", "\uFFFD");
}

/**
 * Whether an event of `topic` goes to a webhook subscribed to `pattern`: `*` matches every
 * topic; `a.*` matches every topic under `a.` (`a.x`, `a.x.y`) but not `a` itself; anything
 * else matches only the identical topic. The SQL of {@link recordEvent} applies the same rule.
 */
export function topicMatches(pattern: string, topic: string): boolean {
  if (pattern === "*") return true;
  if (pattern.endsWith(".*")) return topic.startsWith(pattern.slice(0, -1));
  return pattern === topic;
}

/** SQL true when any of `topicsColumn`'s patterns matches the topic bound at `?` (as {@link topicMatches}). */
const TOPIC_MATCH_SQL = (topicsColumn: string) =>
  `EXISTS (SELECT 1 FROM unnest(${topicsColumn}) AS p(pattern)
           WHERE p.pattern = '*' OR p.pattern = ?::text
              OR (right(p.pattern, 2) = '.*' AND starts_with(?::text, left(p.pattern, -1))))`;

/** Creates a webhook of the project. */
export async function createWebhook(
  db: Knex,
  projectId: string,
  input: NewWebhook,
  now: Date,
): Promise<Webhook> {
  const rows = (await runner(db)("infra_webhooks")
    .insert({
      ...(input.id === undefined ? {} : { id: input.id }),
      project_id: projectId,
      name: input.name,
      url: input.url,
      topics: [...input.topics],
      secret_sealed: input.secretSealed,
      enabled: input.enabled ?? true,
      created_at: now,
      updated_at: now,
    })
    .returning([...WEBHOOK_COLUMNS])) as WebhookRow[];
  return toWebhook(rows[0] as WebhookRow);
}

/** The project's webhook `webhookId`, or null when the project has none by that id. */
export async function getWebhook(db: Knex, projectId: string, webhookId: string): Promise<Webhook | null> {
  if (!isUuid(projectId) || !isUuid(webhookId)) return null;
  const row = (await runner(db)("infra_webhooks")
    .select(...WEBHOOK_COLUMNS)
    .where({ project_id: projectId, id: webhookId })
    .first()) as WebhookRow | undefined;
  return row ? toWebhook(row) : null;
}

/** The sealed signing secret of the project's webhook `webhookId` (for a test send), or null. */
export async function getWebhookSecretSealed(
  db: Knex,
  projectId: string,
  webhookId: string,
): Promise<string | null> {
  if (!isUuid(projectId) || !isUuid(webhookId)) return null;
  const row = (await runner(db)("infra_webhooks")
    .select("secret_sealed")
    .where({ project_id: projectId, id: webhookId })
    .first()) as { secret_sealed: string } | undefined;
  return row?.secret_sealed ?? null;
}

/**
 * The project's webhooks, newest first, a page at a time; with `enabled`, only the enabled (true)
 * or disabled (false) ones. A cursor of another shape throws InvalidCursorError (a 400).
 */
export async function listWebhooks(
  db: Knex,
  projectId: string,
  page: PageRequest & { enabled?: boolean | undefined },
): Promise<Page<Webhook>> {
  const knex = runner(db);
  const query = isUuid(projectId)
    ? knex("infra_webhooks")
        .select(...WEBHOOK_COLUMNS)
        .where({ project_id: projectId })
    : null;
  if (page.enabled !== undefined) query?.where({ enabled: page.enabled });
  return pageByTimeId(knex, query, { time: "created_at", id: "id", newestFirst: true }, page, toWebhook);
}

/**
 * Changes the fields given of the project's webhook and returns it, or null when the project has
 * none by that id. An empty patch changes nothing (not even `updatedAt`).
 */
export async function updateWebhook(
  db: Knex,
  projectId: string,
  webhookId: string,
  patch: WebhookPatch,
  now: Date,
): Promise<Webhook | null> {
  if (!isUuid(projectId) || !isUuid(webhookId)) return null;
  const set: Record<string, unknown> = {};
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.url !== undefined) set.url = patch.url;
  if (patch.topics !== undefined) set.topics = [...patch.topics];
  if (patch.secretSealed !== undefined) set.secret_sealed = patch.secretSealed;
  if (patch.enabled !== undefined) set.enabled = patch.enabled;
  if (Object.keys(set).length === 0) return getWebhook(db, projectId, webhookId);
  const rows = (await runner(db)("infra_webhooks")
    .where({ project_id: projectId, id: webhookId })
    .update({ ...set, updated_at: now })
    .returning([...WEBHOOK_COLUMNS])) as WebhookRow[];
  return rows[0] ? toWebhook(rows[0]) : null;
}

/** Deletes the project's webhook with its deliveries (cascade); false when there was none. */
export async function deleteWebhook(db: Knex, projectId: string, webhookId: string): Promise<boolean> {
  if (!isUuid(projectId) || !isUuid(webhookId)) return false;
  const rows = (await runner(db)("infra_webhooks")
    .where({ project_id: projectId, id: webhookId })
    .del()
    .returning("id")) as { id: string }[];
  return rows.length > 0;
}

/**
 * Records an event of the project and, in the same transaction, queues one pending delivery, due
 * at `now`, for each ENABLED webhook of the project with a pattern matching `topic`. `payload` is
 * the whole body to send (`{type, timestamp, data}`), stored as its JSON text (`json`, so `\u0000`
 * and unpaired surrogates survive). Returns the event's id and the deliveries' ids (none when no
 * webhook matches: the event is still recorded).
 *
 * Matching happens in SQL, in the INSERT … SELECT itself: the webhooks read are those of the
 * statement's snapshot, with no round trip to load them, and the rule is {@link topicMatches}'s.
 */
export async function recordEvent(
  db: Knex,
  projectId: string,
  topic: string,
  payload: unknown,
  now: Date,
): Promise<{ eventId: string; deliveryIds: string[] }> {
  const json = jsonParam(payload);
  return inTransaction(db, async (trx) => {
    const { rows: events } = (await trx.raw(
      `INSERT INTO infra_webhook_events (project_id, topic, payload, created_at)
       VALUES (?::uuid, ?, ?::json, ?::timestamptz) RETURNING id`,
      [projectId, topic, json, now],
    )) as { rows: { id: string }[] };
    const eventId = (events[0] as { id: string }).id;
    const { rows } = (await trx.raw(
      `INSERT INTO infra_webhook_deliveries
         (webhook_id, project_id, event_id, status, next_attempt_at, created_at, updated_at)
       SELECT w.id, w.project_id, ?::uuid, 'pending', ?::timestamptz, ?::timestamptz, ?::timestamptz
       FROM infra_webhooks w
       WHERE w.project_id = ?::uuid AND w.enabled AND ${TOPIC_MATCH_SQL("w.topics")}
       ORDER BY w.created_at, w.id
       RETURNING id`,
      [eventId, now, now, now, projectId, topic, topic],
    )) as { rows: { id: string }[] };
    return { eventId, deliveryIds: rows.map((r) => r.id) };
  });
}

/**
 * Deletes events recorded before `before` whose deliveries are all settled (succeeded or failed),
 * and with them their deliveries: the delivery log's retention. Events still owed an attempt stay
 * whatever their age. At most `limit` events per call, oldest first; returns how many went.
 */
export async function pruneWebhookEvents(db: Knex, before: Date, limit = 5_000): Promise<number> {
  const { rows } = (await db.raw(
    `DELETE FROM infra_webhook_events WHERE id IN (
       SELECT e.id FROM infra_webhook_events e
       WHERE e.created_at < ?::timestamptz
         AND NOT EXISTS (
           SELECT 1 FROM infra_webhook_deliveries d
           WHERE d.event_id = e.id AND d.status IN ('pending', 'delivering'))
       ORDER BY e.created_at
       LIMIT ?)
     RETURNING id`,
    [before, limit],
  )) as { rows: unknown[] };
  return rows.length;
}

/**
 * Which of `topics` some ENABLED webhook of the project subscribes to: one query on the project's
 * webhooks (indexed by project), so code that emits internal events (kv writes, channel
 * messages) records nothing, and costs nothing more, when no one listens.
 */
export async function subscribedTopics(
  db: Knex,
  projectId: string,
  topics: readonly string[],
): Promise<Set<string>> {
  if (!isUuid(projectId) || topics.length === 0) return new Set();
  const { rows } = (await runner(db).raw(
    `SELECT DISTINCT t.topic FROM unnest(?::text[]) AS t(topic)
     WHERE EXISTS (
       SELECT 1 FROM infra_webhooks w, unnest(w.topics) AS p(pattern)
       WHERE w.project_id = ?::uuid AND w.enabled
         AND (p.pattern = '*' OR p.pattern = t.topic
              OR (right(p.pattern, 2) = '.*' AND starts_with(t.topic, left(p.pattern, -1)))))`,
    [[...topics], projectId],
  )) as { rows: { topic: string }[] };
  return new Set(rows.map((r) => r.topic));
}

/**
 * Ids of pending deliveries of enabled webhooks due by `dueBy`, oldest first: what a manual flush
 * works through, each at most once.
 */
export async function listDueDeliveryIds(db: Knex, o: { dueBy: Date; limit: number }): Promise<string[]> {
  const { rows } = (await runner(db).raw(
    `SELECT d.id FROM infra_webhook_deliveries d JOIN infra_webhooks w ON w.id = d.webhook_id
     WHERE w.enabled AND d.status = 'pending' AND d.next_attempt_at <= ?::timestamptz
     ORDER BY d.next_attempt_at, d.created_at, d.id
     LIMIT ?`,
    [o.dueBy, o.limit],
  )) as { rows: { id: string }[] };
  return rows.map((r) => r.id);
}

/** What a claimed delivery's row holds, as {@link claimDeliveries} and {@link listExpiredDeliveries} read it. */
interface ClaimedRow {
  id: string;
  webhook_id: string;
  project_id: string;
  event_id: string;
  attempts: number;
  created_at: Date;
  topic: string;
  payload: string;
  url: string;
  secret_sealed: string;
}

/** Oldest first (RETURNING has no order of its own). */
function toClaimed(rows: readonly ClaimedRow[]): ClaimedWebhookDelivery[] {
  return [...rows]
    .sort(
      (a, b) => a.created_at.getTime() - b.created_at.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .map((r) => ({
      id: r.id,
      webhookId: r.webhook_id,
      projectId: r.project_id,
      eventId: r.event_id,
      topic: r.topic,
      attempt: r.attempts,
      url: r.url,
      secretSealed: r.secret_sealed,
      payload: r.payload,
    }));
}

/**
 * Deliveries being sent whose lease ended by `now` (their sender died mid-send), without changing
 * them: the engine's sweep records each as a failed attempt.
 */
export async function listExpiredDeliveries(
  db: Knex,
  o: { now: Date; limit: number },
): Promise<ClaimedWebhookDelivery[]> {
  const { rows } = (await runner(db).raw(
    `SELECT d.id, d.webhook_id, d.project_id, d.event_id, d.attempts, d.created_at,
       e.topic, e.payload::text AS payload, w.url, w.secret_sealed
     FROM infra_webhook_deliveries d
     JOIN infra_webhook_events e ON e.id = d.event_id
     JOIN infra_webhooks w ON w.id = d.webhook_id
     WHERE d.status = 'delivering' AND d.next_attempt_at <= ?::timestamptz
     ORDER BY d.next_attempt_at, d.id
     LIMIT ?`,
    [o.now, o.limit],
  )) as { rows: ClaimedRow[] };
  return toClaimed(rows);
}

/**
 * Claims up to `limit` due pending deliveries of enabled webhooks, marks them `delivering` until
 * `leaseUntil` and counts the attempt. Rows another sender is claiming are skipped (SKIP LOCKED),
 * so concurrent senders never claim the same delivery; a delivery whose lease ended is never taken
 * here (see {@link listExpiredDeliveries}). Call it outside any long transaction and send after it
 * commits. Deliveries of a disabled webhook wait (re-enabling it resumes them).
 */
export async function claimDeliveries(
  db: Knex,
  o: ClaimWebhookDeliveriesOptions,
): Promise<ClaimedWebhookDelivery[]> {
  if (!(Number.isSafeInteger(o.limit) && o.limit > 0))
    throw new RangeError(`limit must be a positive integer, got ${o.limit}`);
  const ids = o.ids?.filter(isUuid);
  if (ids && ids.length === 0) return [];
  const byId = ids ? "AND d.id = ANY(?::uuid[])" : "";
  const result = (await runner(db).raw(
    `WITH due AS (
       SELECT d.id FROM infra_webhook_deliveries d
       JOIN infra_webhooks w ON w.id = d.webhook_id
       WHERE d.status = 'pending' AND d.next_attempt_at <= ?::timestamptz
         AND w.enabled ${byId}
       ORDER BY d.next_attempt_at, d.created_at, d.id
       LIMIT ?
       FOR UPDATE OF d SKIP LOCKED
     )
     UPDATE infra_webhook_deliveries d
     SET status = 'delivering', attempts = d.attempts + 1, lease_until = ?::timestamptz,
         next_attempt_at = ?::timestamptz, updated_at = ?::timestamptz
     FROM due, infra_webhook_events e, infra_webhooks w
     WHERE d.id = due.id AND e.id = d.event_id AND w.id = d.webhook_id
     RETURNING d.id, d.webhook_id, d.project_id, d.event_id, d.attempts, d.created_at, d.next_attempt_at,
       e.topic, e.payload::text AS payload, w.url, w.secret_sealed`,
    [o.dueBy ?? o.now, ...(ids ? [ids] : []), o.limit, o.leaseUntil, o.leaseUntil, o.now],
  )) as { rows: ClaimedRow[] };
  return toClaimed(result.rows);
}

/**
 * Records one attempt of a claimed delivery and moves it on, atomically with the webhook's
 * counters: ok → `succeeded` and `success_count + 1`; failed with `retryAt` → `pending` at
 * `retryAt` (no counter moves); failed without → `failed` and `failure_count + 1`. The webhook's
 * `last_attempted_at`/`last_status` and the delivery's `http_status`/`response_snippet`/
 * `duration_ms` are set every time. Only a delivery still `delivering` (and, with `attempt`, still
 * on that attempt) is changed: a sender whose lease ran out and whose delivery another sender took
 * over gets null and changes nothing. Returns the delivery's new status.
 */
export async function recordDeliveryAttempt(
  db: Knex,
  deliveryId: string,
  outcome: WebhookAttemptOutcome,
): Promise<WebhookDeliveryStatus | null> {
  if (!isUuid(deliveryId)) return null;
  const status: WebhookDeliveryStatus = outcome.ok ? "succeeded" : outcome.retryAt ? "pending" : "failed";
  return inTransaction(db, async (trx) => {
    const query = trx("infra_webhook_deliveries").where({ id: deliveryId, status: "delivering" });
    if (outcome.attempt !== undefined) query.where({ attempts: outcome.attempt });
    const rows = (await query
      .update({
        status,
        lease_until: null,
        ...(status === "pending" ? { next_attempt_at: outcome.retryAt } : {}),
        http_status: outcome.status,
        response_snippet: snippetParam(outcome.snippet),
        duration_ms: Math.max(0, Math.round(outcome.durationMs)),
        updated_at: outcome.now,
      })
      .returning("webhook_id")) as { webhook_id: string }[];
    const row = rows[0];
    if (!row) return null;
    await trx("infra_webhooks")
      .where({ id: row.webhook_id })
      .update({
        last_attempted_at: outcome.now,
        last_status: outcome.status,
        ...(status === "succeeded" ? { success_count: trx.raw("success_count + 1") } : {}),
        ...(status === "failed" ? { failure_count: trx.raw("failure_count + 1") } : {}),
      });
    return status;
  });
}

/**
 * Deliveries of the project's webhook `webhookId`, newest first, a page at a time (empty when the
 * project has no such webhook). A cursor of another shape throws InvalidCursorError (a 400).
 */
export async function listDeliveries(
  db: Knex,
  projectId: string,
  webhookId: string,
  page: PageRequest,
): Promise<Page<WebhookDelivery>> {
  const knex = runner(db);
  if (!isUuid(projectId) || !isUuid(webhookId))
    return pageByTimeId(knex, null, { time: "d.created_at", id: "d.id" }, page, toDelivery);
  const query = knex("infra_webhook_deliveries as d")
    .join("infra_webhook_events as e", "e.id", "d.event_id")
    .select(
      "d.id",
      "d.webhook_id",
      "d.project_id",
      "d.event_id",
      "e.topic",
      "e.payload",
      "d.status",
      "d.attempts",
      "d.http_status",
      "d.response_snippet",
      "d.duration_ms",
      "d.created_at",
    )
    .where({ "d.project_id": projectId, "d.webhook_id": webhookId });
  return pageByTimeId(knex, query, { time: "d.created_at", id: "d.id", newestFirst: true }, page, toDelivery);
}

/** The project's delivery `deliveryId` of webhook `webhookId`, or null. */
export async function getDelivery(
  db: Knex,
  projectId: string,
  webhookId: string,
  deliveryId: string,
): Promise<WebhookDelivery | null> {
  if (!isUuid(projectId) || !isUuid(webhookId) || !isUuid(deliveryId)) return null;
  const row = (await runner(db)("infra_webhook_deliveries as d")
    .join("infra_webhook_events as e", "e.id", "d.event_id")
    .select("d.*", "e.topic", "e.payload")
    .where({ "d.project_id": projectId, "d.webhook_id": webhookId, "d.id": deliveryId })
    .first()) as DeliveryRow | undefined;
  return row ? toDelivery(row) : null;
}

/**
 * Queues a `failed` delivery of the project's webhook again, due at `now`, with a fresh retry
 * budget (attempts back to 0; the webhook's failure_count keeps the failure it counted). Any other
 * status is refused with `not_failed` (and the status), an unknown delivery with `not_found`.
 */
export async function retryDelivery(
  db: Knex,
  projectId: string,
  webhookId: string,
  deliveryId: string,
  now: Date,
): Promise<{ ok: true; delivery: WebhookDelivery } | RetryDeliveryRefusal> {
  if (!isUuid(projectId) || !isUuid(webhookId) || !isUuid(deliveryId))
    return { ok: false, reason: "not_found" };
  return inTransaction(db, async (trx) => {
    const updated = (await trx("infra_webhook_deliveries")
      .where({ id: deliveryId, webhook_id: webhookId, project_id: projectId, status: "failed" })
      .update({ status: "pending", attempts: 0, next_attempt_at: now, lease_until: null, updated_at: now })
      .returning("id")) as { id: string }[];
    const delivery = await getDelivery(trx, projectId, webhookId, deliveryId);
    if (!delivery) return { ok: false, reason: "not_found" } as const;
    if (updated.length === 0) return { ok: false, reason: "not_failed", status: delivery.status } as const;
    return { ok: true, delivery } as const;
  });
}
