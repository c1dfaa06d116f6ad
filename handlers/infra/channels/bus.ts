/**
 * The channel bus: tells live subscribers — in this process and in every other server process
 * on the same database — that messages were published on a channel. Only ids travel; a
 * subscriber reads the messages themselves with `messagesAfter(its last id)`, so ordering and
 * resume come from one source (the table) and a lost or coalesced notice costs latency, never
 * a message.
 *
 * PostgreSQL: NOTIFY/LISTEN on one dedicated connection per bus. PGlite: in-process only (it is
 * one process; its data folder is locked against a second one).
 */
import type { Knex } from "knex";
import type pg from "pg";
import type { Logger } from "pino";
import type { Database } from "../../../storage/db.js";
import { runner } from "../../../storage/run.js";
import { NoticeDispatcher, type NoticeHandler } from "./dispatcher.js";
import { startListener } from "./listener.js";
import { type ChannelNotice, decodeNotices, encodeNotices, NOTIFY_CHANNEL } from "./notices.js";

export type { NoticeHandler } from "./dispatcher.js";
export type { ChannelNotice } from "./notices.js";

/** What the bus logs to: listener trouble and failing subscribers. */
export type ChannelBusLogger = Pick<Logger, "info" | "warn">;

/** Fan-out of "messages were published" to live subscribers. */
export interface ChannelBus {
  /**
   * Announces published messages to every subscriber on the database. Call it after storing
   * them, inside the same transaction or after it: the notices go out when that transaction
   * commits (PostgreSQL's NOTIFY semantics; emulated on PGlite) and not at all on rollback.
   * The transaction is `via`, else the one `withTransaction` opened in this async context.
   * Notices for one channel may be coalesced into one.
   */
  publish(notices: readonly ChannelNotice[], via?: Knex): Promise<void>;
  /**
   * Calls `onNotice` for notices on the project's channel, in this process, until the returned
   * function is called. Calls are asynchronous and never overlap one publish call; a throwing
   * or rejecting callback is logged and does not affect others. Subscribe BEFORE reading the
   * backlog, so nothing published in between goes unannounced.
   */
  subscribe(projectId: string, channel: string, onNotice: NoticeHandler): () => void;
  /**
   * Resolves once notices from other processes are being received (at once on PGlite). After a
   * lost listener connection is restored, every subscriber gets a notice so it re-reads.
   */
  ready(): Promise<void>;
  /** Stops listening and drops every subscription; idempotent. */
  close(): Promise<void>;
}

/** Tuning for {@link createChannelBus}. */
export interface ChannelBusOptions {
  /** First listener reconnect delay (default 100 ms), doubling per failure. */
  minReconnectMs?: number;
  /** Longest listener reconnect delay (default 10 s). */
  maxReconnectMs?: number;
}

/**
 * A new bus on `db` with its own listener connection (PostgreSQL). Most code wants the
 * process's shared one: {@link channelBusFor}.
 */
export function createChannelBus(
  db: Database,
  log: ChannelBusLogger,
  options: ChannelBusOptions = {},
): ChannelBus {
  const dispatcher = new NoticeDispatcher(log);
  if (db.kind === "pglite") return pgliteBus(db, dispatcher);

  const listener = startListener({
    connection: listenerConnection(db.knex),
    channel: NOTIFY_CHANNEL,
    onPayload: (payload) => dispatcher.deliver(decodeNotices(payload)),
    onListening: () => dispatcher.resyncAll(),
    log,
    ...options,
  });
  let closing: Promise<void> | undefined;
  return {
    async publish(notices, via) {
      const payloads = encodeNotices(notices);
      if (payloads.length === 0) return;
      // Our own notices come back through the listener too: local subscribers hear of a
      // publish only once it has committed, like everyone else.
      await runner(via ?? db.knex).raw(
        `SELECT pg_notify('${NOTIFY_CHANNEL}', p) FROM unnest(?::text[]) AS p`,
        [payloads],
      );
    },
    subscribe: (projectId, channel, onNotice) => dispatcher.subscribe(projectId, channel, onNotice),
    ready: () => listener.ready,
    close() {
      closing ??= listener.stop().finally(() => dispatcher.clear());
      return closing;
    },
  };
}

/** PGlite: one process, so the dispatcher is the whole bus. */
function pgliteBus(db: Database, dispatcher: NoticeDispatcher): ChannelBus {
  let closed = false;
  return {
    async publish(notices, via) {
      const handle = runner(via ?? db.knex);
      const deliver = () => {
        if (!closed) dispatcher.deliver(notices);
      };
      if (!handle.isTransaction) return deliver();
      // As NOTIFY does: at the outermost transaction's commit, nothing on rollback.
      let top = handle as Knex.Transaction;
      while (top.parentTransaction) top = top.parentTransaction;
      top.executionPromise.then(deliver, () => {});
    },
    subscribe: (projectId, channel, onNotice) => dispatcher.subscribe(projectId, channel, onNotice),
    ready: () => Promise.resolve(),
    async close() {
      closed = true;
      dispatcher.clear();
    },
  };
}

/** The listener's connection settings: knex's own, so it reaches the same database as the pool. */
function listenerConnection(knex: Knex): pg.ClientConfig {
  const connection = (knex.client as { config?: Knex.Config }).config?.connection;
  if (typeof connection === "string") return { connectionString: connection };
  if (connection && typeof connection === "object") return { ...(connection as pg.ClientConfig) };
  throw new Error("channel bus: the PostgreSQL knex has no static connection settings to LISTEN with");
}

/**
 * A bus that opens on first use — one listener connection per set-up however many handlers ask,
 * and none for a process that never touches channels. `close` closes it if it was opened.
 */
export function lazyChannelBus(db: Database, log: ChannelBusLogger): ChannelBus {
  let bus: ChannelBus | undefined;
  const open = () => {
    bus ??= createChannelBus(db, log);
    return bus;
  };
  return {
    publish: (notices, via) => open().publish(notices, via),
    subscribe: (projectId, channel, onNotice) => open().subscribe(projectId, channel, onNotice),
    ready: () => open().ready(),
    async close() {
      const opened = bus;
      bus = undefined;
      await opened?.close();
    },
  };
}
