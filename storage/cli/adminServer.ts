/**
 * The running server's admin channel. PGlite is one process's database — the folder lock keeps
 * every other process out, because two processes on one folder silently lose rows — so while
 * `npm start` holds the embedded database, the admin CLIs cannot open it. Instead they send
 * their command here, and the server runs the very same {@link AdminCommand} on its own open
 * database and streams the output back (storage/cli/run.ts is the client's side).
 *
 * Only for PGlite: on PostgreSQL every CLI connects to the database directly.
 */
import { lstatSync, rmdirSync, unlinkSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { dirname } from "node:path";
import type { Database } from "../db.js";
import type { StorageLogger } from "../log.js";
import { type AdminReply, lineSplitter, parseRequest } from "./adminProtocol.js";
import {
  AdminChannelError,
  adminSocketPathFor,
  checkSocketStats,
  prepareSocketFolder,
} from "./adminSocket.js";
import type { AdminCommand } from "./command.js";
import type { CliIo } from "./io.js";

/** An open admin channel. */
export interface AdminChannel {
  /** The socket's path. */
  path: string;
  /** Stops accepting, waits for commands in flight, removes the socket. Idempotent. */
  close(): Promise<void>;
}

/** Options for {@link openAdminChannel}. */
export interface AdminChannelOptions {
  /** The PGlite data folder this process holds (the lock MUST be ours: a socket there is stale). */
  dataDir: string;
  /** Every command the channel runs, by name. */
  commands: readonly AdminCommand[];
  /** The server's database: commands run on it (their `close()` leaves it open). */
  db: Database;
  log: StorageLogger;
}

/** Removes what a crashed server left at `path`; refuses anything that is not a socket. */
function removeStaleSocket(path: string): void {
  try {
    if (!lstatSync(path).isSocket())
      throw new AdminChannelError(`refusing the admin channel: ${path} exists and is not a socket`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
    throw err;
  }
  unlinkSync(path);
}

/** Binds `path` so that it is never, even for a moment, connectable by another user. */
async function listenPrivately(server: Server, path: string): Promise<void> {
  // The socket file is created by bind(), synchronously inside listen(), with the mode the umask
  // leaves: 0600 here, so there is no window before a chmod.
  const previous = process.umask(0o177);
  try {
    server.listen(path);
  } finally {
    process.umask(previous);
  }
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  checkSocketStats(path, lstatSync(path));
}

/**
 * Opens the admin channel of the server holding `dataDir`. Throws {@link AdminChannelError} when
 * the socket cannot be made safely (the caller logs it and serves on without the channel).
 */
export async function openAdminChannel(options: AdminChannelOptions): Promise<AdminChannel> {
  const path = adminSocketPathFor(options.dataDir);
  prepareSocketFolder(dirname(path));
  removeStaleSocket(path);
  const byName = new Map(options.commands.map((c) => [c.name, c]));
  const inFlight = new Set<Promise<void>>();
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {}); // a client that went away: its command still finishes
    let started = false;
    const feed = lineSplitter(
      (line) => {
        if (started) return;
        started = true;
        const run = serveOne(line, socket, byName, options).finally(() => inFlight.delete(run));
        inFlight.add(run);
      },
      () => reply(socket, { crash: "the request is too long" }, true),
    );
    socket.on("data", feed);
  });
  try {
    await listenPrivately(server, path);
  } catch (err) {
    server.close();
    throw err;
  }
  let closing: Promise<void> | undefined;
  return {
    path,
    close() {
      closing ??= (async () => {
        // server.close() waits for open connections: each ends once its command finished.
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        await Promise.allSettled([...inFlight]);
        for (const socket of sockets) socket.destroy();
        await closed;
        // Node removes the socket file when the server closes; the folder is ours to remove.
        for (const remove of [() => unlinkSync(path), () => rmdirSync(dirname(path))]) {
          try {
            remove();
          } catch {
            /* already gone, or another server's socket is in it now: nothing of ours to clean up */
          }
        }
      })();
      return closing;
    },
  };
}

function reply(socket: Socket, message: AdminReply, end = false): void {
  if (socket.destroyed || !socket.writable) return;
  const line = `${JSON.stringify(message)}\n`;
  if (end) socket.end(line);
  else socket.write(line);
}

/** Runs the request on one line and replies; never rejects. */
async function serveOne(
  line: string,
  socket: Socket,
  byName: ReadonlyMap<string, AdminCommand>,
  options: AdminChannelOptions,
): Promise<void> {
  let parsed: ReturnType<typeof parseRequest>;
  try {
    parsed = parseRequest(JSON.parse(line));
  } catch {
    parsed = "the request is not JSON";
  }
  if (typeof parsed === "string") {
    reply(socket, { crash: parsed }, true);
    return;
  }
  const command = byName.get(parsed.command);
  if (!command) {
    const known = [...byName.values()].map((c) => `  ${c.name}  ${c.summary}`).join("\n");
    reply(socket, { err: `this server has no admin command "${parsed.command}"; it has:\n${known}` });
    reply(socket, { exit: 2 }, true);
    return;
  }
  const io: CliIo = {
    out: (text) => reply(socket, { out: text }),
    err: (text) => reply(socket, { err: text }),
    // The server's own database, already migrated at start; the command's close() must not close it.
    open: async () => ({ ...options.db, close: async () => {} }),
  };
  try {
    reply(socket, { exit: await command.run(parsed.argv, io) }, true);
  } catch (err) {
    // Logged without argv or output: those can hold a password or a key shown once.
    options.log.warn({ err, command: command.name }, "admin command failed");
    reply(socket, { crash: err instanceof Error ? err.message : String(err) }, true);
  }
}
