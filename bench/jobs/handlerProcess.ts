/**
 * The jobs bench's HTTP handler in a process of its own (`--handler process`): a JobReceiver
 * answering 200 `{ ok: true }` on 127.0.0.1, so the figure measures the server, whose process no
 * longer also parses and answers every handler call. Started with `fork` (IPC): it sends
 * `{ port }` once listening, answers `"report"` with the `job_id` of every call received, in
 * order, and exits on `"stop"`.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { JobReceiver } from "../../handlers/infra/testing/jobReceiver.js";

/** A handler the bench can call and ask what it received. */
export interface BenchHandler {
  url(): string;
  /** The `job_id` of every call received so far, repeats included. */
  seen(): Promise<string[]>;
  stop(): Promise<void>;
}

const jobIdOf = (body: string) => (JSON.parse(body) as { job_id: string }).job_id;

/** The handler in this process (the bench's historical method). */
export async function inProcessHandler(): Promise<BenchHandler> {
  const handler = new JobReceiver();
  handler.fallback = { status: 200, body: { ok: true } };
  await handler.start();
  return {
    url: () => handler.url(),
    seen: async () => handler.received.map((r) => jobIdOf(r.body)),
    stop: () => handler.stop(),
  };
}

/** The handler in a child process. */
export async function childProcessHandler(): Promise<BenchHandler> {
  const child = fork(fileURLToPath(import.meta.url), ["--serve"], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (m) => resolve((m as { port: number }).port));
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`bench handler process exited (${code})`)));
  });
  return {
    url: () => `http://127.0.0.1:${port}/job`,
    seen: () =>
      new Promise<string[]>((resolve) => {
        child.once("message", (m) => resolve((m as { seen: string[] }).seen));
        child.send("report");
      }),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.send("stop");
      await exited;
    },
  };
}

if (process.argv.includes("--serve") && process.send) {
  const handler = new JobReceiver();
  handler.fallback = { status: 200, body: { ok: true } };
  await handler.start();
  process.on("message", async (m) => {
    if (m === "report") process.send?.({ seen: handler.received.map((r) => jobIdOf(r.body)) });
    if (m === "stop") {
      await handler.stop();
      process.disconnect?.();
      process.exit(0);
    }
  });
  process.send({ port: handler.port });
}
