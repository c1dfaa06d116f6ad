/**
 * Channels: named streams of events inside a project (`infra_channel_messages`) and who is
 * listening to them (`infra_channel_presence`). A message's id is its `seq` as a decimal
 * string — global and increasing — so "resume after id X" is `seq > X` on one index.
 * Live fan-out is handlers/infra/channels/bus.ts; this file is only the rows.
 */
import type { Knex } from "knex";
import { inTransaction, runner } from "../run.js";

/** Most messages one {@link publishMessages} call takes. */
export const CHANNEL_BATCH_MAX = 100;

/** Most messages one {@link channelHistory} call returns. */
export const CHANNEL_HISTORY_MAX = 100;

/** Most users {@link channelPresence} lists by default (the count is always the full one). */
export const CHANNEL_PRESENCE_USERS_MAX = 1_000;

/** One stored channel message. */
export interface ChannelMessage {
  /** The message's `seq` as a decimal string: global, increasing; the event id subscribers see. */
  id: string;
  channel: string;
  event: string;
  /** Any JSON value. */
  data: unknown;
  userId: string | null;
  /** The publisher's own id, when it gave one. */
  messageId: string | null;
  timestamp: Date;
}

/** A message to publish. */
export interface NewChannelMessage {
  channel: string;
  event: string;
  /** MUST be JSON-serializable; `undefined` is refused (the column is NOT NULL). */
  data: unknown;
  /** Makes the publish idempotent: a second publish with the same id on the channel stores nothing. */
  messageId?: string;
  userId?: string;
}

/** Who is present on a channel. */
export interface ChannelPresence {
  /** Distinct users with an unexpired connection. */
  count: number;
  /** One entry per user with the earliest join among its connections, earliest first. */
  users: { userId: string; joinedAt: Date }[];
}

interface MessageRow {
  seq: string;
  channel: string;
  message_id: string | null;
  event: string;
  data: unknown;
  user_id: string | null;
  created_at: Date;
}

const COLUMNS = "seq, channel, message_id, event, data, user_id, created_at";

/**
 * Key space of the per-channel publish locks (pg_advisory_xact_lock's two-int form, so it cannot
 * collide with single-bigint advisory locks such as pg-boss's). "chnl" in ASCII.
 */
const PUBLISH_LOCK_CLASS = 0x63686e6c;

// The largest bigint: a longer digit string would make PostgreSQL raise 22003.
const SEQ_MAX = 9_223_372_036_854_775_807n;

function toMessage(row: MessageRow): ChannelMessage {
  return {
    id: String(row.seq),
    channel: row.channel,
    event: row.event,
    data: row.data,
    userId: row.user_id,
    messageId: row.message_id,
    timestamp: row.created_at,
  };
}

/** Throws RangeError unless `id` is a message id (a non-negative bigint in decimal, leading zeros allowed). */
function checkId(name: string, id: string): void {
  if (!(/^\d{1,20}$/.test(id) && BigInt(id) <= SEQ_MAX))
    throw new RangeError(`${name} must be a message id (decimal digits), got ${JSON.stringify(id)}`);
}

function checkCount(name: string, value: number, max = Number.MAX_SAFE_INTEGER): void {
  if (!(Number.isSafeInteger(value) && value > 0 && value <= max))
    throw new RangeError(`${name} must be an integer from 1 to ${max}, got ${value}`);
}

/** pg binds null array elements as SQL NULL; knex's binding types have no nullable arrays. */
const nullable = (values: (string | null)[]) => values as string[];

const keyOf = (channel: string, messageId: string) => JSON.stringify([channel, messageId]);

/**
 * Stores messages (at most {@link CHANNEL_BATCH_MAX}) with one INSERT in one transaction — all or
 * none — and returns them in input order. Idempotent per (channel, messageId): a message whose
 * id is already stored, or repeated earlier in the batch, is not stored again and the stored one
 * is returned in its place.
 *
 * Publishes to one channel are serialized (a transaction-scoped advisory lock per channel, taken
 * before the ids are drawn), so on every channel ids become visible in increasing order: a reader
 * that has seen id X never later finds a new message below X, which is what makes resuming with
 * `seq > X` lossless. The lock is held until the surrounding transaction ends: call this last in
 * a longer transaction.
 */
export async function publishMessages(
  db: Knex,
  projectId: string,
  messages: readonly NewChannelMessage[],
  now: Date,
): Promise<ChannelMessage[]> {
  if (messages.length === 0) return [];
  checkCount("a publish batch's length", messages.length, CHANNEL_BATCH_MAX);
  return inTransaction(db, async (trx) => {
    // Locked in hash order, so two batches sharing several channels cannot deadlock.
    await trx.raw(
      `SELECT pg_advisory_xact_lock(${PUBLISH_LOCK_CLASS}, h)
       FROM (SELECT DISTINCT hashtext(?::text || c) AS h FROM unnest(?::text[]) AS c ORDER BY h) AS l`,
      [projectId, [...new Set(messages.map((m) => m.channel))]],
    );
    // ORDER BY ord draws the seqs in input order. DO NOTHING (unlike DO UPDATE) also skips a
    // row that repeats a messageId inserted earlier by this same statement.
    const { rows: inserted } = (await trx.raw(
      `INSERT INTO infra_channel_messages (project_id, channel, message_id, event, data, user_id, created_at)
       SELECT ?::uuid, m.channel, m.message_id, m.event, m.data::json, m.user_id, ?::timestamptz
       FROM unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::text[])
         WITH ORDINALITY AS m(channel, message_id, event, data, user_id, ord)
       ORDER BY m.ord
       ON CONFLICT (project_id, channel, message_id) WHERE message_id IS NOT NULL DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        projectId,
        now,
        messages.map((m) => m.channel),
        nullable(messages.map((m) => m.messageId ?? null)),
        messages.map((m) => m.event),
        // undefined (and functions) stringify to undefined: NULL, refused by the column
        nullable(messages.map((m) => JSON.stringify(m.data) ?? null)),
        nullable(messages.map((m) => m.userId ?? null)),
      ],
    )) as { rows: MessageRow[] };

    // RETURNING has no order of its own. Keyed rows are matched by key; the unkeyed ones were
    // all inserted, so in seq order they are the unkeyed inputs in input order.
    const byKey = new Map<string, ChannelMessage>();
    const unkeyed: ChannelMessage[] = [];
    for (const row of inserted.sort((a, b) => compareIds(a.seq, b.seq))) {
      const message = toMessage(row);
      if (row.message_id === null) unkeyed.push(message);
      else byKey.set(keyOf(row.channel, row.message_id), message);
    }
    const missing = messages.filter(
      (m) => m.messageId !== undefined && !byKey.has(keyOf(m.channel, m.messageId)),
    );
    if (missing.length > 0) {
      const { rows: existing } = (await trx.raw(
        `SELECT ${COLUMNS} FROM infra_channel_messages
         WHERE project_id = ?::uuid AND (channel, message_id) IN (SELECT * FROM unnest(?::text[], ?::text[]))`,
        [projectId, missing.map((m) => m.channel), missing.map((m) => m.messageId ?? "")],
      )) as { rows: MessageRow[] };
      for (const row of existing) byKey.set(keyOf(row.channel, row.message_id ?? ""), toMessage(row));
    }
    let next = 0;
    return messages.map((m) => {
      const message = m.messageId === undefined ? unkeyed[next++] : byKey.get(keyOf(m.channel, m.messageId));
      // Unreachable unless the rows changed under the lock.
      if (!message) throw new Error(`published message ${m.messageId ?? "(no id)"} not found`);
      return message;
    });
  });
}

/** Orders message ids numerically (they are decimal strings without leading zeros). */
export function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * Up to `limit` messages of the channel after `afterId` (all of them when null), oldest first:
 * what a subscriber resuming from the last id it saw has missed. Throws RangeError when
 * `afterId` is not a message id — deciding what a malformed resume id means is the caller's.
 */
export async function messagesAfter(
  db: Knex,
  projectId: string,
  channel: string,
  afterId: string | null,
  limit: number,
): Promise<ChannelMessage[]> {
  if (afterId !== null) checkId("afterId", afterId);
  checkCount("limit", limit);
  const { rows } = (await runner(db).raw(
    `SELECT ${COLUMNS} FROM infra_channel_messages
     WHERE project_id = ?::uuid AND channel = ? AND seq > ?::bigint ORDER BY seq LIMIT ?`,
    [projectId, channel, afterId ?? "0", limit],
  )) as { rows: MessageRow[] };
  return rows.map(toMessage);
}

/**
 * The newest `limit` (1 to {@link CHANNEL_HISTORY_MAX}) messages of the channel, older than
 * `before` when given, returned oldest first (chronological, ready to display). To page further
 * back, pass the first returned id as the next `before`.
 */
export async function channelHistory(
  db: Knex,
  projectId: string,
  channel: string,
  opts: { limit: number; before?: string },
): Promise<ChannelMessage[]> {
  checkCount("limit", opts.limit, CHANNEL_HISTORY_MAX);
  if (opts.before !== undefined) checkId("before", opts.before);
  const { rows } = (await runner(db).raw(
    `SELECT ${COLUMNS} FROM infra_channel_messages
     WHERE project_id = ?::uuid AND channel = ? AND seq < ?::bigint ORDER BY seq DESC LIMIT ?`,
    [projectId, channel, opts.before ?? SEQ_MAX.toString(), opts.limit],
  )) as { rows: MessageRow[] };
  return rows.reverse().map(toMessage);
}

/** The id of the channel's newest message, or null when it has none. */
export async function latestMessageId(db: Knex, projectId: string, channel: string): Promise<string | null> {
  const { rows } = (await runner(db).raw(
    "SELECT seq FROM infra_channel_messages WHERE project_id = ?::uuid AND channel = ? ORDER BY seq DESC LIMIT 1",
    [projectId, channel],
  )) as { rows: { seq: string }[] };
  return rows[0] ? String(rows[0].seq) : null;
}

/**
 * Records that `userId` is on the channel through `connectionId` until `now + ttlMs`. Joining
 * again through the same connection extends it and keeps the original join time, unless the
 * row had expired or names another user.
 */
export async function joinPresence(
  db: Knex,
  projectId: string,
  channel: string,
  connectionId: string,
  userId: string,
  ttlMs: number,
  now: Date,
): Promise<void> {
  checkCount("ttlMs", ttlMs);
  await runner(db).raw(
    `INSERT INTO infra_channel_presence (project_id, channel, connection_id, user_id, joined_at, expires_at)
     VALUES (?::uuid, ?, ?, ?, ?::timestamptz, ?::timestamptz)
     ON CONFLICT (project_id, channel, connection_id) DO UPDATE SET
       joined_at = CASE
         WHEN infra_channel_presence.expires_at <= EXCLUDED.joined_at
           OR infra_channel_presence.user_id <> EXCLUDED.user_id
         THEN EXCLUDED.joined_at ELSE infra_channel_presence.joined_at END,
       user_id = EXCLUDED.user_id,
       expires_at = EXCLUDED.expires_at`,
    [projectId, channel, connectionId, userId, now, new Date(now.getTime() + ttlMs)],
  );
}

/**
 * Extends every presence row of these connections (any project or channel) to `now + ttlMs`,
 * in one statement: a process calls it periodically for all of its open streams, so the rows
 * of a crashed process expire. Connection ids MUST be unique across processes (random UUIDs).
 * Returns how many rows were extended; a connection missing here was pruned and must re-join.
 */
export async function refreshPresence(
  db: Knex,
  connectionIds: readonly string[],
  ttlMs: number,
  now: Date,
): Promise<number> {
  checkCount("ttlMs", ttlMs);
  if (connectionIds.length === 0) return 0;
  // infra_channel_presence_connection_idx (migration 0012) finds the rows by connection.
  const result = (await runner(db).raw(
    "UPDATE infra_channel_presence SET expires_at = ?::timestamptz WHERE connection_id = ANY(?::text[])",
    [new Date(now.getTime() + ttlMs), [...new Set(connectionIds)]],
  )) as { rowCount: number | null };
  return result.rowCount ?? 0;
}

/** Removes one connection from the channel's presence (no-op when it is not there). */
export async function leavePresence(
  db: Knex,
  projectId: string,
  channel: string,
  connectionId: string,
): Promise<void> {
  await runner(db).raw(
    "DELETE FROM infra_channel_presence WHERE project_id = ?::uuid AND channel = ? AND connection_id = ?",
    [projectId, channel, connectionId],
  );
}

/**
 * Who is on the channel at `now`: unexpired rows only, one entry per user (several connections
 * of one user count once, at their earliest join), earliest first. `users` lists at most
 * `maxUsers`; `count` is always the number of distinct users.
 */
export async function channelPresence(
  db: Knex,
  projectId: string,
  channel: string,
  now: Date,
  maxUsers = CHANNEL_PRESENCE_USERS_MAX,
): Promise<ChannelPresence> {
  checkCount("maxUsers", maxUsers);
  const { rows } = (await runner(db).raw(
    `SELECT user_id, min(joined_at) AS joined_at, count(*) OVER () AS total
     FROM infra_channel_presence
     WHERE project_id = ?::uuid AND channel = ? AND expires_at > ?::timestamptz
     GROUP BY user_id ORDER BY min(joined_at), user_id LIMIT ?`,
    [projectId, channel, now, maxUsers],
  )) as { rows: { user_id: string; joined_at: Date; total: string }[] };
  return {
    count: rows[0] ? Number(rows[0].total) : 0,
    users: rows.map((r) => ({ userId: r.user_id, joinedAt: r.joined_at })),
  };
}

/**
 * Deletes up to `limit` messages stored before `olderThan`, oldest first; returns how many.
 * Bounded so a maintenance job never holds one huge delete: call again while it returns `limit`.
 */
export async function pruneChannelMessages(db: Knex, olderThan: Date, limit = 10_000): Promise<number> {
  checkCount("limit", limit);
  const result = (await runner(db).raw(
    `DELETE FROM infra_channel_messages WHERE seq IN (
       SELECT seq FROM infra_channel_messages WHERE created_at < ?::timestamptz ORDER BY created_at LIMIT ?)`,
    [olderThan, limit],
  )) as { rowCount: number | null };
  return result.rowCount ?? 0;
}

/** Deletes presence rows expired at `now`; returns how many. */
export async function prunePresence(db: Knex, now: Date): Promise<number> {
  const result = (await runner(db).raw(
    "DELETE FROM infra_channel_presence WHERE expires_at <= ?::timestamptz",
    [now],
  )) as { rowCount: number | null };
  return result.rowCount ?? 0;
}
