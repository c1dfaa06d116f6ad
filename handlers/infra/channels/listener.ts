/**
 * One dedicated PostgreSQL connection that LISTENs for channel notices, reconnecting with
 * backoff for as long as the bus is open. LISTEN needs a session of its own: a pooled knex
 * connection would be handed to other queries and recycled.
 */
import pg from "pg";
import type { Logger } from "pino";

/** `application_name` of listener connections, to find them in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = "contract-first-apis channels";

/** Options for {@link startListener}. */
export interface ListenerOptions {
  /** pg connection settings (a knex pg `connection` object or URL). */
  connection: pg.ClientConfig;
  /** The NOTIFY channel to LISTEN on (a plain identifier). */
  channel: string;
  /** Called with each notification's payload. */
  onPayload(payload: string): void;
  /** Called after every successful LISTEN, the first one included: notices may have been missed. */
  onListening(): void;
  log: Pick<Logger, "info" | "warn">;
  /** First reconnect delay (default 100 ms); doubles per failed attempt, with jitter. */
  minReconnectMs?: number;
  /** Longest reconnect delay (default 10 s). */
  maxReconnectMs?: number;
}

/** A running listener. */
export interface Listener {
  /** Resolves once LISTEN first succeeds; rejects if the listener is stopped before that. */
  ready: Promise<void>;
  /** Stops listening and reconnecting; idempotent. */
  stop(): Promise<void>;
}

/** Connects and LISTENs in the background; never throws (trouble is logged and retried). */
export function startListener(opts: ListenerOptions): Listener {
  const minMs = opts.minReconnectMs ?? 100;
  const maxMs = opts.maxReconnectMs ?? 10_000;
  let client: pg.Client | null = null;
  let listening = false;
  let stopped = false;
  let failures = 0;
  let everListened = false;
  let timer: NodeJS.Timeout | undefined;
  let markReady!: () => void;
  let failReady!: (err: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  ready.catch(() => {}); // a caller that never asks must not see an unhandled rejection

  const discard = (c: pg.Client) => {
    // end() of a dead socket destroys it; a healthy one says goodbye first.
    c.end().catch(() => {});
  };

  const lost = (c: pg.Client, err?: Error) => {
    // Only the live connection counts: a discarded one's late 'end' must not reconnect twice.
    if (c !== client || !listening || stopped) return;
    listening = false;
    client = null;
    opts.log.warn({ err }, "channel listener connection lost; reconnecting");
    discard(c);
    schedule();
  };

  const schedule = () => {
    const base = Math.min(maxMs, minMs * 2 ** Math.min(failures, 20));
    failures++;
    // Jitter: many processes losing one server must not all come back in the same instant.
    timer = setTimeout(connect, base / 2 + Math.random() * (base / 2));
    // A forgotten stop() must not keep the process alive.
    timer.unref();
  };

  const connect = async () => {
    timer = undefined;
    if (stopped) return;
    const c = new pg.Client({
      ...opts.connection,
      application_name: LISTENER_APPLICATION_NAME,
      // Notice a silently dead server within about a minute rather than the OS's two hours.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client = c;
    c.on("error", (err) => lost(c, err));
    c.on("end", () => lost(c));
    c.on("notification", (msg) => {
      if (msg.channel === opts.channel && msg.payload !== undefined) opts.onPayload(msg.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${opts.channel}`);
    } catch (err) {
      client = null;
      discard(c);
      if (stopped) return;
      opts.log.warn({ err, attempt: failures + 1 }, "channel listener could not connect; retrying");
      schedule();
      return;
    }
    if (stopped) {
      discard(c);
      return;
    }
    // The socket must not keep the event loop alive: the HTTP server does that in production.
    const socket = c.connection.stream as { unref?: () => void };
    socket.unref?.();
    listening = true;
    failures = 0;
    if (everListened) opts.log.info({}, "channel listener reconnected");
    everListened = true;
    markReady();
    opts.onListening();
  };

  void connect();

  let stopping: Promise<void> | undefined;
  return {
    ready,
    stop() {
      stopping ??= (async () => {
        stopped = true;
        clearTimeout(timer);
        failReady(new Error("channel listener stopped"));
        const c = client;
        client = null;
        listening = false;
        if (!c) return;
        // Bounded: end() waits for the server's goodbye, which a dead server never sends.
        let guard: NodeJS.Timeout | undefined;
        await Promise.race([
          c.end().catch(() => {}),
          new Promise<void>((resolve) => {
            guard = setTimeout(resolve, 2_000);
            guard.unref();
          }),
        ]);
        clearTimeout(guard);
        c.connection.stream.destroy();
      })();
      return stopping;
    },
  };
}
