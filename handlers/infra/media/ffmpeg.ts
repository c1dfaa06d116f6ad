/**
 * Running Debian's ffmpeg and ffprobe: argument arrays (no shell), a wall-clock limit after which
 * the process is killed, and the last line of stderr as the error a failed variant reports.
 */
import { spawn } from "node:child_process";

/** The binaries and one encoding's wall-clock limit (the service's `config.media`). */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
  timeoutMs: number;
}

/** The defaults: the binaries on PATH, ten minutes per encoding. */
export const DEFAULT_MEDIA_TOOLS: MediaTools = { ffmpeg: "ffmpeg", ffprobe: "ffprobe", timeoutMs: 600_000 };

/** A tool that exited non-zero, timed out or could not start; `message` is its last stderr line. */
export class ToolFailed extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
    this.name = "ToolFailed";
  }
}

/** The last non-empty line of `text`, or `fallback`. */
export function lastLine(text: string, fallback: string): string {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "");
  return lines[lines.length - 1]?.trim() ?? fallback;
}

const STDIO_MAX = 1024 * 1024;

/** Runs `command args…`; resolves with its stdout, rejects with {@link ToolFailed}. */
export function runTool(
  command: string,
  args: readonly string[],
  options: { timeoutMs: number },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    // Keep the head of stdout (ffprobe's JSON) and the tail of stderr (ffmpeg's error comes last).
    child.stdout.on("data", (chunk: Buffer) => {
      if (stdout.length < STDIO_MAX) stdout += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-STDIO_MAX);
    });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, options.timeoutMs);
    child.on("error", (err) => {
      clearTimeout(timer);
      reject(new ToolFailed(`${command} could not start: ${err.message}`, stderr));
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (timedOut)
        reject(
          new ToolFailed(`${command} took longer than ${Math.round(options.timeoutMs / 1000)} s`, stderr),
        );
      else if (code === 0) resolve(stdout);
      else reject(new ToolFailed(lastLine(stderr, `${command} exited with ${code ?? signal}`), stderr));
    });
  });
}

/** What ffprobe says of a file (the members read here). */
export interface ProbeResult {
  format?: { format_name?: string; duration?: string; tags?: Record<string, string> };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    avg_frame_rate?: string;
    disposition?: { attached_pic?: number };
  }[];
}

/** ffprobe's JSON for `path` (format and streams). */
export async function ffprobe(path: string, binary: string, timeoutMs = 30_000): Promise<ProbeResult> {
  const out = await runTool(
    binary,
    ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", path],
    { timeoutMs },
  );
  return JSON.parse(out) as ProbeResult;
}
