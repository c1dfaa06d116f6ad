/**
 * The code sandbox's settings, read once when the service is set up; every problem is reported at
 * start, naming the variable. Handlers read the result from `ctx.sandbox.config`. The contract's
 * own bounds (`timeoutMs` ≤ 30000, 20 files, 100,000 characters of code) are the largest values
 * the variables accept, so the server only ever narrows what the schema admits.
 */
import { realpathSync } from "node:fs";
import { defineSection, integer, text } from "../../runtime/config/define.js";
import { readSection } from "../../runtime/config/read.js";

const MiB = 1024 * 1024;

/** The sandbox's variables, registered through `sandboxModule.config`. */
export const sandboxVariables = defineSection("sandbox", {
  SANDBOX_BWRAP: {
    description: "the bubblewrap program that isolates each run (Debian `bubblewrap`)",
    schema: text(),
    default: "bwrap",
  },
  SANDBOX_PYTHON: {
    description: "the Python interpreter for `language: python` and the sandbox's launcher (bound read-only)",
    schema: text(),
    default: "/usr/bin/python3",
  },
  SANDBOX_NODE: {
    description:
      "the Node.js (24 or later) binary for JavaScript and TypeScript, bound read-only at /opt/node/bin/node",
    schema: text(),
    defaultText: "the Node.js binary running the server",
  },
  SANDBOX_CONCURRENCY: {
    description: "runs at once; each holds a sandbox until its program ends",
    schema: integer(1, 64),
    default: "2",
  },
  SANDBOX_QUEUE_LIMIT: {
    description:
      "calls that may wait for a free slot; one more is answered 503 `worker_busy` with `Retry-After`",
    schema: integer(0, 1000),
    default: "8",
  },
  SANDBOX_TIMEOUT_MS: {
    description: "wall-clock limit of a run when the call sends no `timeoutMs`, ms",
    schema: integer(100, 30_000),
    default: "10000",
  },
  SANDBOX_MAX_TIMEOUT_MS: {
    description: "the largest `timeoutMs` a call may ask for, ms (a larger one answers 400)",
    schema: integer(100, 30_000),
    default: "30000",
  },
  SANDBOX_CPU_SEC: {
    description:
      "CPU time per process of a run (RLIMIT_CPU), seconds; past it the process is killed (`timeout`)",
    schema: integer(1, 600),
    default: "10",
  },
  SANDBOX_MEMORY_MB: {
    description:
      "memory per process, MiB: Python and commands get it as their address-space limit, Node as its heap limit plus a data limit above its fixed reservations",
    schema: integer(32, 16_384),
    default: "256",
  },
  SANDBOX_PROCESSES: {
    description: "processes and threads of a run at once (RLIMIT_NPROC for the run's own user)",
    schema: integer(4, 4096),
    default: "64",
  },
  SANDBOX_FILE_SIZE_MB: {
    description: "largest file a run may write (RLIMIT_FSIZE), MiB",
    schema: integer(1, 1024),
    default: "10",
  },
  SANDBOX_DISK_MB: {
    description: "size of each of the run's in-memory folders, /work and /tmp, MiB",
    schema: integer(1, 4096),
    default: "64",
  },
  SANDBOX_MAX_OUTPUT_BYTES: {
    description: "bytes kept of stdout and of stderr each; past it the run is stopped (`output_limit`)",
    schema: integer(1024, 64 * MiB),
    default: String(MiB),
  },
  SANDBOX_MAX_CODE_BYTES: {
    description: "largest `code`, UTF-8 bytes (a larger one answers 400)",
    schema: integer(1, 400_000),
    default: "100000",
  },
  SANDBOX_MAX_FILES_BYTES: {
    description: "largest total of the input `files`, bytes after decoding (more answers 400)",
    schema: integer(0, 5 * MiB),
    default: String(5 * MiB),
  },
  SANDBOX_MAX_ARTIFACTS: {
    description: "most files answered as artifacts; more are listed in `omittedArtifacts`",
    schema: integer(0, 1000),
    default: "20",
  },
  SANDBOX_MAX_ARTIFACT_BYTES: {
    description: "most artifact bytes answered in all; a file past it is cut (`truncated`) or omitted",
    schema: integer(0, 64 * MiB),
    default: String(5 * MiB),
  },
  SANDBOX_UID_BASE: {
    description:
      "when the server runs as root: slot N runs its programs as user and group SANDBOX_UID_BASE + N; no other process may use them (give each server process on a host its own base)",
    schema: integer(1000, 4_000_000_000),
    default: "61000",
  },
});

/** What the sandbox is configured with. */
export interface SandboxConfig {
  bwrap: string;
  python: string;
  node: string;
  concurrency: number;
  queueLimit: number;
  defaultTimeoutMs: number;
  maxTimeoutMs: number;
  cpuSec: number;
  memoryBytes: number;
  processes: number;
  fileBytes: number;
  diskBytes: number;
  maxOutputBytes: number;
  maxCodeBytes: number;
  maxFilesBytes: number;
  maxArtifacts: number;
  maxArtifactBytes: number;
  uidBase: number;
}

/** The settings from `env`; throws one error listing every variable that does not parse. */
export function sandboxConfig(env: Readonly<Record<string, string | undefined>>): SandboxConfig {
  const v = readSection(sandboxVariables, env);
  return {
    bwrap: v.SANDBOX_BWRAP,
    python: v.SANDBOX_PYTHON,
    node: v.SANDBOX_NODE ?? realpathSync(process.execPath),
    concurrency: v.SANDBOX_CONCURRENCY,
    queueLimit: v.SANDBOX_QUEUE_LIMIT,
    defaultTimeoutMs: Math.min(v.SANDBOX_TIMEOUT_MS, v.SANDBOX_MAX_TIMEOUT_MS),
    maxTimeoutMs: v.SANDBOX_MAX_TIMEOUT_MS,
    cpuSec: v.SANDBOX_CPU_SEC,
    memoryBytes: v.SANDBOX_MEMORY_MB * MiB,
    processes: v.SANDBOX_PROCESSES,
    fileBytes: v.SANDBOX_FILE_SIZE_MB * MiB,
    diskBytes: v.SANDBOX_DISK_MB * MiB,
    maxOutputBytes: v.SANDBOX_MAX_OUTPUT_BYTES,
    maxCodeBytes: v.SANDBOX_MAX_CODE_BYTES,
    maxFilesBytes: v.SANDBOX_MAX_FILES_BYTES,
    maxArtifacts: v.SANDBOX_MAX_ARTIFACTS,
    maxArtifactBytes: v.SANDBOX_MAX_ARTIFACT_BYTES,
    uidBase: v.SANDBOX_UID_BASE,
  };
}
