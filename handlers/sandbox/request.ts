/**
 * From a validated request to a {@link RunJob}: the checks the schema cannot state (code bytes,
 * base64, the files' total, paths that collide, `timeoutMs` above the server's cap), each a 400
 * naming the member, then the program's command line and environment. Runs before the sandbox is
 * touched, so a refused call costs nothing.
 */
import type { ExecuteCodeRequest, ExecuteCommandRequest } from "../../generated/sandbox/types.js";
import { invalidMember } from "../../runtime/invalidMember.js";
import { NODE_PATH } from "./bwrap.js";
import type { SandboxConfig } from "./config.js";
import type { RunJob } from "./run.js";

/** What both requests share (the contract's `RunOptions`, spread into each: files, stdin, env, timeout). */
type RunOptions = ExecuteCodeRequest | ExecuteCommandRequest;

/**
 * Standard base64 (what `encoding: "base64"` takes), padding required: the alphabet, then at most
 * two `=`, in a length that is a multiple of 4. One character class, not a group repeated per
 * quartet: V8 keeps a backtracking entry per repetition of a group, and on a file of megabytes
 * that overflowed its stack (a RangeError, answered 500) once the regexp had been compiled to
 * native code in a long-running process.
 */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Whether `text` is standard, padded base64 (linear in its length, whatever the length). */
export function isBase64(text: string): boolean {
  return text.length % 4 === 0 && BASE64.test(text);
}

/** The program's own file, per language. */
const MAIN_FILE = { python: "main.py", javascript: "main.js", typescript: "main.ts" } as const;

/** Node reserves this much address space for itself (code range, cages) before any heap. */
const NODE_RESERVED_BYTES = 576 * 1024 * 1024;

/** The sandbox's fixed environment; a caller's variable of the same name replaces one. */
function baseEnv(path: string): Record<string, string> {
  return {
    PATH: path,
    HOME: "/tmp",
    TMPDIR: "/tmp",
    USER: "sandbox",
    LOGNAME: "sandbox",
    LANG: "C.UTF-8",
    PYTHONUNBUFFERED: "1",
    PYTHONDONTWRITEBYTECODE: "1",
    MPLBACKEND: "Agg",
  };
}

/** The input files as bytes, refusing what the schema cannot. */
function inputFiles(options: RunOptions, config: SandboxConfig, reserved?: string): RunJob["files"] {
  const files: RunJob["files"] = [];
  const seen = new Set<string>();
  let total = 0;
  for (const [i, file] of (options.files ?? []).entries()) {
    if (file.path === reserved)
      throw invalidMember(`/files/${i}/path`, `is the program's own file (${reserved}); choose another name`);
    if (seen.has(file.path)) throw invalidMember(`/files/${i}/path`, "is given twice");
    seen.add(file.path);
    if (file.encoding === "base64" && !isBase64(file.content))
      throw invalidMember(`/files/${i}/content`, "is not valid base64 (standard alphabet, with padding)");
    const data = Buffer.from(file.content, file.encoding === "base64" ? "base64" : "utf8");
    total += data.length;
    if (total > config.maxFilesBytes)
      throw invalidMember(
        `/files/${i}/content`,
        `the files come to more than ${config.maxFilesBytes} bytes together (the limit)`,
      );
    files.push({ path: file.path, data });
  }
  // A file cannot also be another file's folder (`a` and `a/b`).
  for (const [i, file] of (options.files ?? []).entries()) {
    const parts = file.path.split("/");
    for (let n = 1; n < parts.length; n++)
      if (seen.has(parts.slice(0, n).join("/")))
        throw invalidMember(`/files/${i}/path`, `is inside ${parts.slice(0, n).join("/")}, which is a file`);
  }
  return files;
}

/** The wall-clock limit: the call's, within the server's cap, else the default. */
function timeoutOf(options: RunOptions, config: SandboxConfig): number {
  if (options.timeoutMs !== undefined && options.timeoutMs > config.maxTimeoutMs)
    throw invalidMember("/timeoutMs", `must be at most ${config.maxTimeoutMs}`);
  return options.timeoutMs ?? config.defaultTimeoutMs;
}

/** The caller's variables over the fixed ones (the last of a repeated name wins). */
function envOf(options: RunOptions, path: string): Record<string, string> {
  const env = baseEnv(path);
  for (const { name, value } of options.env ?? []) env[name] = value;
  return env;
}

/** The job of `execute_code`. */
export function codeJob(body: ExecuteCodeRequest, config: SandboxConfig): RunJob {
  if (Buffer.byteLength(body.code, "utf8") > config.maxCodeBytes)
    throw invalidMember("/code", `is longer than ${config.maxCodeBytes} UTF-8 bytes (the limit)`);
  const main = MAIN_FILE[body.language];
  const files = inputFiles(body, config, main);
  const timeoutMs = timeoutOf(body, config);
  files.unshift({ path: main, data: Buffer.from(body.code, "utf8") });
  const args = body.args ?? [];
  const memoryMb = Math.floor(config.memoryBytes / (1024 * 1024));
  const python = body.language === "python";
  const argv = python
    ? [config.python, main, ...args]
    : [
        NODE_PATH,
        `--max-old-space-size=${memoryMb}`,
        "--disable-warning=ExperimentalWarning",
        ...(body.language === "typescript" ? ["--experimental-transform-types"] : []),
        main,
        ...args,
      ];
  return {
    files,
    argv,
    env: envOf(body, "/opt/node/bin:/usr/bin:/bin"),
    stdin: body.stdin ?? "",
    timeoutMs,
    memory: python
      ? { kind: "as", bytes: config.memoryBytes }
      : { kind: "data", bytes: config.memoryBytes + NODE_RESERVED_BYTES },
  };
}

/** The job of `execute_command`: `bash -c <command>` with the address-space limit. */
export function commandJob(body: ExecuteCommandRequest, config: SandboxConfig): RunJob {
  const files = inputFiles(body, config);
  return {
    files,
    argv: ["/usr/bin/bash", "-c", body.command],
    env: envOf(body, "/usr/bin:/bin"),
    stdin: body.stdin ?? "",
    timeoutMs: timeoutOf(body, config),
    memory: { kind: "as", bytes: config.memoryBytes },
  };
}
