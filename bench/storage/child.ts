/**
 * Starts bench/storage/server.ts in a child process (so its memory is measured apart from the
 * client's) and talks to it over IPC.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

/** What the server process measured: RSS when reset, and the peak since, in bytes. */
export interface RssReport {
  baseline: number;
  peak: number;
  growth: number;
}

/** A running storage server process. */
export interface StorageServerProcess {
  origin: string;
  /** `X-API-Key` of a tenant that owns `bucket`. */
  headers: Record<string, string>;
  bucket: string;
  database: string;
  /** Collects garbage, then measures from the current RSS. */
  reset(): Promise<void>;
  /** RSS since the last reset. */
  report(): Promise<RssReport>;
  stop(): Promise<void>;
}

/** Forks the server with `env` added to this process's environment; resolves once it listens. */
export async function startStorageServer(env: Record<string, string> = {}): Promise<StorageServerProcess> {
  const child = fork(fileURLToPath(new URL("./server.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx", "--expose-gc"],
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = <T>(key: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (m: Record<string, unknown>) => {
        if (!(key in m)) return;
        child.off("message", onMessage);
        child.off("exit", onExit);
        resolve(m[key] as T);
      };
      const onExit = (code: number | null) => {
        child.off("message", onMessage);
        reject(new Error(`storage server exited (${code})`));
      };
      child.on("message", onMessage);
      child.once("exit", onExit);
    });
  const ready = await next<{
    origin: string;
    headers: Record<string, string>;
    bucket: string;
    database: string;
  }>("ready");
  return {
    ...ready,
    async reset() {
      const done = next("reset");
      child.send("reset");
      await done;
    },
    async report() {
      const done = next<RssReport>("report");
      child.send("report");
      return done;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.send("stop");
      await exited;
    },
  };
}
