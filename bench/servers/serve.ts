/**
 * How every metered build is started: a fresh test database, an app built on it, a listener on
 * 127.0.0.1 — and, whatever step fails, the database released so a failed start leaks nothing.
 * One helper so the builds differ only in what they serve, never in how they start or stop.
 */
import type { RequestListener } from "node:http";
import type { Database } from "../../storage/db.js";
import { openTestDatabase } from "../../storage/testing.js";
import { listen } from "./listen.js";

/** What a build makes on its database: the app, what the bench reads back, and what to release. */
export interface Built<C> {
  app: RequestListener;
  /** The build's callers and readings (keys, tenant, what was charged), handed back as they are. */
  caller: C;
  /** Released after the listener stops and before the database closes (the runtime's engines). */
  release?: () => Promise<void>;
}

/** A build listening on its own database. */
export interface Served<C> {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** The database's kind (pglite or postgres), for the build's description. */
  kind: Database["kind"];
  caller: C;
  /** Stops listening, releases the build, then closes the database. */
  close(): Promise<void>;
}

/** Opens a fresh test database (no job queue), builds the app on it with `build`, and listens. */
export async function serveOnTestDatabase<C>(build: (db: Database) => Promise<Built<C>>): Promise<Served<C>> {
  const db = await openTestDatabase({ boss: false });
  try {
    const built = await build(db);
    const server = await listen(built.app);
    return {
      origin: server.origin,
      kind: db.kind,
      caller: built.caller,
      async close() {
        await server.close();
        await built.release?.();
        await db.close();
      },
    };
  } catch (err) {
    // Closing the database also settles the runtime's metering engine (Database.beforeClose).
    await db.close();
    throw err;
  }
}
