/**
 * Parent side of the load generator: forks bench/load.ts once (under tsx) and sends it jobs.
 */
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { LoadJob, LoadResult } from "./load.js";

/** A running load-generator process. */
export interface Loader {
  run(job: LoadJob): Promise<LoadResult>;
  close(): void;
}

type Reply = { ok: true; result: LoadResult } | { ok: false; error: string };

/** Forks the load generator; it inherits this process's Node (24 under `npm run`). */
export function startLoader(): Loader {
  const child: ChildProcess = fork(fileURLToPath(new URL("./load.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let failure: Error | undefined;
  child.on("exit", (code, signal) => {
    failure = new Error(`load generator exited (code ${code}, signal ${signal})`);
  });
  return {
    run(job) {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        const onExit = () => reject(failure);
        child.once("exit", onExit);
        child.once("message", (reply: Reply) => {
          child.off("exit", onExit);
          if (reply.ok) resolve(reply.result);
          else reject(new Error(`load generator failed: ${reply.error}`));
        });
        child.send(job);
      });
    },
    close() {
      if (child.connected) child.disconnect();
    },
  };
}
