/**
 * One run in a fresh bubblewrap sandbox: the job goes to the launcher (launcher.py) on fd 3, its
 * result comes back on fd 4, and stdout and stderr are read here, each kept up to the cap. The
 * launcher enforces the wall time itself (then collects artifacts); this side keeps a backstop a
 * little later and the output cap, and either kills bwrap's whole process group, which takes the
 * sandbox's PID namespace (every process of the run) with it.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ApiError } from "../../runtime/errors.js";
import { bwrapArgs } from "./bwrap.js";
import type { SandboxConfig } from "./config.js";

/** The launcher, beside this file (copied to dist/ by the build). */
export const LAUNCHER_SCRIPT = fileURLToPath(new URL("./launcher.py", import.meta.url));

/** How long after the run's own wall limit the server stops waiting for the launcher. */
const BACKSTOP_MS = 3000;

/**
 * The launcher's answer is at most the artifacts' bytes, each escaped in JSON (ASCII-only: at most
 * six bytes per byte, a control character as `\u0001`), plus their metadata.
 */
const RESULT_SLACK_BYTES = 1024 * 1024;

/** What to run. */
export interface RunJob {
  /** Files to write into /work first (the program's own file among them). */
  files: { path: string; data: Buffer }[];
  argv: string[];
  env: Record<string, string>;
  stdin: string;
  timeoutMs: number;
  /** `as`: the address-space limit is the memory limit; `data`: Node's data limit (see launcher). */
  memory: { kind: "as" | "data"; bytes: number };
}

/** A file the program wrote, as the contract answers it. */
export interface ArtifactOut {
  path: string;
  size: number;
  encoding: "utf8" | "base64";
  content: string;
  truncated: boolean;
}

/** How a run went, in the contract's `ExecutionResult` terms. */
export interface RunResult {
  status: "ok" | "error" | "timeout" | "oom" | "output_limit";
  exitCode: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
  stdoutTruncated: boolean;
  stderrTruncated: boolean;
  durationMs: number;
  cpuTimeMs: number;
  artifacts: ArtifactOut[];
  omittedArtifacts: {
    path: string;
    reason: "symlink" | "not_regular" | "unreadable" | "count_limit" | "bytes_limit";
  }[];
}

/** The launcher's fd-4 answer. */
interface LauncherResult {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  durationMs: number;
  cpuTimeMs: number;
  artifacts: ArtifactOut[];
  omitted: RunResult["omittedArtifacts"];
}

/** Output an allocation failure leaves at the memory limit (Python, Node, shells, glibc). */
const OOM_SIGNS =
  /\bMemoryError\b|JavaScript heap out of memory|Fatal process out of memory|Array buffer allocation failed|Failed to allocate memory|Cannot allocate memory|std::bad_alloc/;

/** A byte sink that keeps the first `cap` bytes and says whether more came. */
class Capped {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  truncated = false;

  constructor(private readonly cap: number) {}

  /** Adds `chunk`; false once the cap is passed. */
  push(chunk: Buffer): boolean {
    const room = this.cap - this.size;
    if (chunk.length > room) {
      if (room > 0) this.chunks.push(chunk.subarray(0, room));
      this.size = this.cap;
      this.truncated = true;
      return false;
    }
    this.chunks.push(chunk);
    this.size += chunk.length;
    return true;
  }

  text(): string {
    return Buffer.concat(this.chunks).toString("utf8");
  }
}

/** Runs `job` in a fresh sandbox as user `uid` (root server) and answers its result. */
export function runInSandbox(config: SandboxConfig, job: RunJob, uid: number | null): Promise<RunResult> {
  const root = uid !== null;
  const args = bwrapArgs({
    root,
    launcher: LAUNCHER_SCRIPT,
    node: config.node,
    python: config.python,
    diskBytes: config.diskBytes,
  });
  const launcherJob = {
    uid,
    gid: uid,
    files: job.files.map((f) => ({ path: f.path, data: f.data.toString("base64") })),
    argv: job.argv,
    env: job.env,
    limits: {
      cpuSec: config.cpuSec,
      wallMs: job.timeoutMs,
      memoryBytes: job.memory.bytes,
      memoryKind: job.memory.kind,
      processes: config.processes,
      fileBytes: config.fileBytes,
      openFiles: 256,
    },
    artifacts: { maxFiles: config.maxArtifacts, maxBytes: config.maxArtifactBytes, maxEntries: 10_000 },
  };

  return new Promise<RunResult>((resolve, reject) => {
    // Nothing of the server's environment reaches bwrap (its PID 1 keeps what it was given).
    const child = spawn(config.bwrap, args, {
      stdio: ["pipe", "pipe", "pipe", "pipe", "pipe"],
      detached: true,
      env: { PATH: "/usr/bin:/bin" },
    });
    const spawnedAt = performance.now();
    const stdout = new Capped(config.maxOutputBytes);
    const stderr = new Capped(config.maxOutputBytes);
    const answer = new Capped(config.maxArtifactBytes * 6 + RESULT_SLACK_BYTES);
    let killedFor: "output" | "backstop" | undefined;
    let spawnError: Error | undefined;

    const killAll = (why: "output" | "backstop") => {
      killedFor ??= why;
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    };
    const backstop = setTimeout(() => killAll("backstop"), job.timeoutMs + BACKSTOP_MS);

    child.on("error", (error) => {
      spawnError = error;
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      if (!stdout.push(chunk)) killAll("output");
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      if (!stderr.push(chunk)) killAll("output");
    });
    const [, , , jobPipe, resultPipe] = child.stdio as unknown as NodeJS.ReadWriteStream[];
    resultPipe?.on("data", (chunk: Buffer) => {
      if (!answer.push(chunk)) killAll("output");
    });
    for (const stream of [child.stdin, jobPipe, resultPipe]) stream?.on("error", () => {});
    jobPipe?.end(JSON.stringify(launcherJob));
    child.stdin?.end(job.stdin);

    child.on("close", (code, signal) => {
      clearTimeout(backstop);
      if (spawnError) {
        reject(
          new ApiError(
            "worker_crashed",
            `The sandbox could not be started (${spawnError.message}); retry later`,
          ),
        );
        return;
      }
      const base = {
        stdout: stdout.text(),
        stderr: stderr.text(),
        stdoutTruncated: stdout.truncated,
        stderrTruncated: stderr.truncated,
      };
      let launched: LauncherResult | undefined;
      try {
        launched = answer.truncated ? undefined : (JSON.parse(answer.text()) as LauncherResult);
      } catch {
        launched = undefined;
      }
      if (killedFor === "output" || killedFor === "backstop") {
        resolve({
          ...base,
          status: killedFor === "output" ? "output_limit" : "timeout",
          exitCode: null,
          signal: "SIGKILL",
          durationMs: launched?.durationMs ?? Math.round(performance.now() - spawnedAt),
          cpuTimeMs: launched?.cpuTimeMs ?? 0,
          artifacts: launched?.artifacts ?? [],
          omittedArtifacts: launched?.omitted ?? [],
        });
        return;
      }
      if (!launched) {
        // bwrap refused to set the sandbox up (it says so first, before any program ran): a 503.
        const first = base.stderr.split("\n", 1)[0] ?? "";
        if (first.startsWith("bwrap:") && base.stdout === "") {
          reject(new ApiError("worker_crashed", `The sandbox could not be started (${first}); retry later`));
          return;
        }
        // The program killed its own launcher: it ran, so it answers, without artifacts.
        resolve({
          ...base,
          status: "error",
          exitCode: signal ? null : code,
          signal: signal ?? null,
          durationMs: Math.round(performance.now() - spawnedAt),
          cpuTimeMs: 0,
          artifacts: [],
          omittedArtifacts: [],
        });
        return;
      }
      resolve({
        ...base,
        status: statusOf(launched, base.stderr),
        exitCode: launched.exitCode,
        signal: launched.signal,
        durationMs: launched.durationMs,
        cpuTimeMs: launched.cpuTimeMs,
        artifacts: launched.artifacts,
        omittedArtifacts: launched.omitted,
      });
    });
  });
}

/** The contract's `status` from how the program ended. */
function statusOf(run: LauncherResult, stderr: string): RunResult["status"] {
  if (run.timedOut || run.signal === "SIGXCPU") return "timeout";
  if (run.exitCode === 0) return "ok";
  if (OOM_SIGNS.test(stderr.slice(-4096))) return "oom";
  return "error";
}
