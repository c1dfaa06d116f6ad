/**
 * LISTEN on a channel of the app's database, the same way on both engines. On PostgreSQL the
 * listener holds its own connection, outside the pool (a pooled one would be handed to a query
 * that does not expect notifications, and shrink the pool). PGlite is one session: LISTEN on it
 * and every NOTIFY committed on it — by this process, the only one — reaches the listener after
 * the statement that sent it.
 */
import type { Knex } from "knex";
import type { DatabaseKind } from "./kind.js";

/** The driver connection's side we use: pg's Client and PGlite's node-postgres shim both have it. */
interface NotifyingConnection {
  query(sql: string): Promise<unknown>;
  on(event: "notification", fn: (msg: { channel: string; payload?: string }) => void): void;
  on(event: "error" | "end", fn: (err?: Error) => void): void;
  removeListener(event: "notification", fn: (msg: { channel: string; payload?: string }) => void): void;
}

/** Driver internals knex exposes but does not type. */
interface KnexClientInternals {
  acquireRawConnection(): Promise<NotifyingConnection>;
  destroyRawConnection(conn: NotifyingConnection): Promise<void>;
  acquireConnection(): Promise<NotifyingConnection>;
  releaseConnection(conn: NotifyingConnection): Promise<void>;
}

/** What to do with a channel's messages, and when some may have been missed. */
export interface ChannelHandlers {
  onMessage(payload: string): void;
  /** The connection dropped: messages may have been lost until the listener is back. */
  onLost(err?: Error): void;
}

/** A running listener; `close()` stops it and frees its connection. */
export interface Listener {
  close(): Promise<void>;
}

/**
 * Listens on `channel` until closed. When a PostgreSQL listening connection drops, `onLost` is
 * called and a new one is opened after `retryMs` (again until it works).
 */
export async function listenOn(
  knex: Knex,
  kind: DatabaseKind,
  channel: string,
  handlers: ChannelHandlers,
  retryMs = 1_000,
): Promise<Listener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  const client = knex.client as unknown as KnexClientInternals;
  const onNotification = (msg: { channel: string; payload?: string }) => {
    if (msg.channel === channel) handlers.onMessage(msg.payload ?? "");
  };
  const subscribe = (conn: NotifyingConnection) => {
    conn.on("notification", onNotification);
    return conn.query(`LISTEN ${channel}`);
  };
  if (kind === "pglite") {
    // The single session stays subscribed after the connection goes back to the pool; other
    // listeners on it (another app on the same database, in tests) keep theirs.
    const conn = await client.acquireConnection();
    try {
      await subscribe(conn);
    } finally {
      await client.releaseConnection(conn);
    }
    return {
      close: async () => {
        conn.removeListener("notification", onNotification);
      },
    };
  }
  let closed = false;
  let current: NotifyingConnection | undefined;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    try {
      const conn = await client.acquireRawConnection();
      current = conn;
      const lost = (err?: Error) => {
        if (closed || current !== conn) return;
        current = undefined;
        handlers.onLost(err);
        timer = setTimeout(() => void connect(), retryMs);
        timer.unref();
      };
      conn.on("error", lost);
      conn.on("end", lost);
      await subscribe(conn);
      if (closed) await client.destroyRawConnection(conn);
    } catch (err) {
      if (closed) return;
      handlers.onLost(err as Error);
      timer = setTimeout(() => void connect(), retryMs);
      timer.unref();
    }
  };
  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const conn = current;
      current = undefined;
      if (conn) await client.destroyRawConnection(conn).catch(() => {});
    },
  };
}
