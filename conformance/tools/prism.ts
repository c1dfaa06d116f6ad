/**
 * Starts Stoplight Prism (`prism mock` or `prism proxy`) on a service's published contract as
 * a child process, on the same Node that runs this file, and resolves once it listens.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { contractPath, repoRoot } from "./services.js";

const prismCli = join(repoRoot, "node_modules/@stoplight/prism-cli/dist/index.js");

/** A running Prism. */
export interface RunningPrism {
  /** `http://127.0.0.1:<port>`: the service's routes are served at its root. */
  url: string;
  /** Everything Prism printed so far (stdout and stderr). */
  log(): string;
  /** Settles with Prism's exit code (null when killed by a signal) whenever it exits. */
  exited: Promise<number | null>;
  /** Stops Prism and waits for it to exit. */
  stop(): Promise<void>;
}

/** Prism's output kept in memory: the tail, so a long-running mock does not grow forever. */
const LOG_LIMIT = 1 << 20;

/** How to start Prism. */
export interface PrismOptions {
  service: string;
  /** `mock` answers from the contract; `proxy` forwards to `upstream` and validates both ways. */
  mode: "mock" | "proxy";
  /** Port to listen on at 127.0.0.1 (default 4010). */
  port?: number;
  /** Proxy only: the service's base URL. */
  upstream?: string;
  /** `--errors`: answer an error on any request/response violation (default true for proxy). */
  errors?: boolean;
  /** Give up when Prism does not listen within this many ms (default 30 000). */
  startTimeoutMs?: number;
  /** Also copy Prism's output to this process's stdout. */
  echo?: boolean;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function argsFor(options: PrismOptions): string[] {
  const port = String(options.port ?? 4010);
  const args = [prismCli, options.mode, contractPath(options.service)];
  if (options.mode === "proxy") {
    if (!options.upstream) throw new Error("prism proxy needs an upstream URL");
    args.push(options.upstream);
  }
  args.push("--host", "127.0.0.1", "--port", port);
  if (options.errors ?? options.mode === "proxy") args.push("--errors");
  return args;
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** Starts Prism and resolves when it prints that it is listening. */
export async function startPrism(options: PrismOptions): Promise<RunningPrism> {
  const port = options.port ?? 4010;
  const child = spawn(process.execPath, argsFor({ ...options, port }), {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, FORCE_COLOR: "0" },
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const running: RunningPrism = {
    url: `http://127.0.0.1:${port}`,
    log: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await waitForExit(child);
    },
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      void running.stop();
      reject(new Error(`prism ${options.mode} did not start within the time limit:\n${output}`));
    }, options.startTimeoutMs ?? 30_000);
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-LOG_LIMIT);
      if (options.echo) process.stdout.write(chunk);
      if (output.includes("Prism is listening on")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`prism ${options.mode} exited (${signal ?? code}) before listening:\n${output}`));
    });
  });
  return running;
}
