/**
 * Runs an admin command where the database is: in this process when it can open the database
 * (PostgreSQL, or a PGlite folder nobody holds), else — the PGlite folder held by a running
 * `npm start` — inside that server, through its admin channel (storage/cli/adminServer.ts). The
 * output and exit code are the same either way: it is the same function.
 */
import { createConnection } from "node:net";
import { embeddedDataDirFromEnv, openDatabase } from "../db.js";
import { lockHolder } from "../lock.js";
import { consoleLogger } from "../log.js";
import { lineSplitter, parseReply } from "./adminProtocol.js";
import { AdminChannelError, adminSocketPathFor, checkAdminSocket } from "./adminSocket.js";
import type { AdminCommand } from "./command.js";
import { type CliIo, cliConfigProblems, isMain } from "./io.js";

/** Where the output goes. */
export type CliOutput = Pick<CliIo, "out" | "err">;

/** stdout and stderr. */
export const processOutput: CliOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** Where a command runs: here, or in the server holding the PGlite folder. */
export type Placement = { local: true } | { local: false; socketPath: string; serverPid: number };

/**
 * Decides where a command runs, from the environment: here unless a live process holds the
 * embedded database's folder (a hint: if the folder is taken a moment later, opening it here
 * fails with the lock's own clear error).
 */
export function placementFromEnv(env: NodeJS.ProcessEnv = process.env): Placement {
  const dataDir = embeddedDataDirFromEnv(env);
  if (dataDir === undefined) return { local: true };
  const holder = lockHolder(dataDir);
  if (holder === undefined || holder === process.pid) return { local: true };
  return { local: false, socketPath: adminSocketPathFor(dataDir), serverPid: holder };
}

/** Runs `command` in this process on the database `env` names. */
export function runLocally(
  command: AdminCommand,
  argv: string[],
  output: CliOutput,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const dataDir = embeddedDataDirFromEnv(env);
  return command.run(argv, {
    ...output,
    open: (options) =>
      openDatabase({
        // "" forces PGlite even when this process's own environment names PostgreSQL.
        databaseUrl: dataDir === undefined ? env.DATABASE_URL : "",
        ...(dataDir === undefined ? {} : { dataDir }),
        boss: false,
        migrate: options?.migrate ?? true,
      }),
  });
}

/**
 * Sends `command` with `argv` to the server listening on `socketPath` and relays its output;
 * resolves to the command's exit code. Throws {@link AdminChannelError} when the socket is
 * missing or unsafe, or the server breaks off.
 */
export async function runThroughServer(
  command: string,
  argv: string[],
  output: CliOutput,
  socketPath: string,
  serverPid: number,
): Promise<number> {
  if (checkAdminSocket(socketPath) === "absent")
    throw new AdminChannelError(
      `The embedded database is held by process ${serverPid}, which has no admin channel at ${socketPath}. ` +
        "Only `npm start` (or `npm run dev`) opens one: stop that process and run this command again.",
    );
  return new Promise<number>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      fn();
    };
    const socket = createConnection(socketPath);
    socket.on("connect", () => socket.write(`${JSON.stringify({ command, argv })}\n`));
    socket.on(
      "data",
      lineSplitter(
        (line) => {
          let reply: ReturnType<typeof parseReply>;
          try {
            reply = parseReply(JSON.parse(line));
          } catch {
            reply = undefined;
          }
          if (!reply) settle(() => reject(new AdminChannelError("The server sent an unreadable reply")));
          else if ("out" in reply) output.out(reply.out);
          else if ("err" in reply) output.err(reply.err);
          else if ("exit" in reply) settle(() => resolve(reply.exit));
          else settle(() => reject(new Error(reply.crash)));
        },
        () => settle(() => reject(new AdminChannelError("The server sent a reply line that is too long"))),
      ),
    );
    socket.on("error", (err: NodeJS.ErrnoException) =>
      settle(() =>
        reject(
          new AdminChannelError(
            err.code === "ECONNREFUSED"
              ? `Nothing answers on ${socketPath}: the server (process ${serverPid}) is starting or stopping; try again`
              : `The admin channel ${socketPath} failed: ${err.message}`,
          ),
        ),
      ),
    );
    socket.on("close", () =>
      settle(() =>
        reject(new AdminChannelError("The server closed the admin channel before the command finished")),
      ),
    );
  });
}

/** Runs `command` where the database is (see {@link placementFromEnv}); resolves to its exit code. */
export async function runAdminCommand(
  command: AdminCommand,
  argv: string[],
  output: CliOutput = processOutput,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const placement = placementFromEnv(env);
  if (placement.local) return runLocally(command, argv, output, env);
  return runThroughServer(command.name, argv, output, placement.socketPath, placement.serverPid);
}

/**
 * The entry point of an admin CLI script: runs `command` with the process's arguments where the
 * database is, sets the exit code, and reports a crash on stderr as one JSON line (the error's
 * message and stack inside it). A configuration that does not parse is reported whole, and exits 2
 * before anything opens.
 */
export function runCli(moduleUrl: string, command: AdminCommand): void {
  if (!isMain(moduleUrl)) return;
  const problems = cliConfigProblems(process.env);
  if (problems.length > 0) {
    for (const problem of problems) process.stderr.write(`configuration: ${problem}\n`);
    process.exitCode = 2;
    return;
  }
  runAdminCommand(command, process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      consoleLogger.error({ err }, err instanceof Error ? err.message : String(err));
      process.exitCode = 1;
    },
  );
}
