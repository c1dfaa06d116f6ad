/**
 * The image worker pool: N long-lived Python processes (Debian's interpreter, which sees
 * `python3-opencv` and `python3-tesserocr`), each running one call at a time, with a bounded FIFO
 * queue and a wall-clock cap per call. A process starts with the first call that needs it, is
 * killed (and replaced by the next call) when its call runs past the cap, and a crash fails only
 * the call it was running. All recognition, drawing and matching happens there, never on the
 * HTTP server's event loop.
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ApiError } from "../errors.js";
import { encodeFrame, type Frame, FrameReader } from "./framing.js";
import type { ImageWorkers, WorkerCall, WorkerCallOptions, WorkerReply } from "./types.js";

/** The Python entry point, beside this file (copied to dist/ by the build). */
const WORKER_SCRIPT = fileURLToPath(new URL("./worker.py", import.meta.url));

/** Processes with no call for this long exit (their memory back); the next call starts one again. */
const IDLE_CLOSE_MS = 5 * 60_000;

/** What the pool needs, read from the `imageworker` kernel section. */
export interface ImageWorkerConfig {
  python: string;
  workers: number;
  queueLimit: number;
  timeoutMs: number;
  memoryMb: number;
}

/** A call waiting for, or running on, a process. */
interface Job {
  call: WorkerCall;
  deadline: number;
  resolve(reply: WorkerReply): void;
  reject(error: unknown): void;
  timer?: NodeJS.Timeout;
}

/** One process and the call it runs. */
interface Slot {
  proc?: ChildProcessWithoutNullStreams;
  job?: Job;
  reader: FrameReader;
  stderr: string;
  /** Answers the running call with the worker's reply. */
  settle?: (frame: Frame) => void;
}

let nextId = 1;

/** Where a worker's stderr goes (a module's prints and tracebacks). */
export type WorkerLog = (line: string) => void;

/** The {@link ImageWorkers} over Python processes. */
export class PythonWorkerPool implements ImageWorkers {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private served = 0;
  private restarts = 0;
  private meanCallMs = 500;
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    readonly config: ImageWorkerConfig,
    private readonly log: WorkerLog = (line) => process.stderr.write(`[imageworker] ${line}\n`),
  ) {
    this.slots = Array.from({ length: config.workers }, () => ({ reader: new FrameReader(), stderr: "" }));
  }

  stats() {
    return {
      active: this.slots.filter((s) => s.job).length,
      queued: this.queue.length,
      served: this.served,
      restarts: this.restarts,
      processes: this.slots.filter((s) => s.proc).length,
    };
  }

  call<T = unknown>(call: WorkerCall, options: WorkerCallOptions = {}): Promise<WorkerReply<T>> {
    if (this.closed) return Promise.reject(new Error("the image worker pool is closed"));
    const budget = Math.max(1, Math.min(options.timeoutMs ?? this.config.timeoutMs, this.config.timeoutMs));
    return new Promise<WorkerReply<T>>((resolve, reject) => {
      const job: Job = {
        call,
        deadline: Date.now() + budget,
        resolve: resolve as (reply: WorkerReply) => void,
        reject,
      };
      const free = this.slots.find((s) => !s.job);
      if (free) {
        this.run(free, job);
        return;
      }
      if (this.queue.length >= this.config.queueLimit) {
        const rounds = Math.ceil((this.queue.length + 1) / this.config.workers);
        const seconds = Math.max(1, Math.ceil((rounds * this.meanCallMs) / 1000));
        reject(
          new ApiError(
            "worker_busy",
            `Every image worker is busy and ${this.queue.length} calls are waiting; retry later`,
            {
              headers: { "Retry-After": String(seconds) },
            },
          ),
        );
        return;
      }
      job.timer = setTimeout(() => {
        this.queue.splice(this.queue.indexOf(job), 1);
        reject(timedOut(budget));
      }, budget);
      this.queue.push(job);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    for (const job of this.queue.splice(0)) {
      clearTimeout(job.timer);
      job.reject(new Error("the image worker pool closed"));
    }
    await Promise.all(this.slots.map((slot) => this.stop(slot)));
  }

  /** Runs `job` on `slot`, starting its process if it has none. */
  private run(slot: Slot, job: Job): void {
    clearTimeout(job.timer);
    clearTimeout(this.idleTimer);
    const remaining = job.deadline - Date.now();
    if (remaining <= 0) {
      job.reject(timedOut(0));
      this.next(slot);
      return;
    }
    slot.job = job;
    const started = Date.now();
    let proc: ChildProcessWithoutNullStreams;
    try {
      proc = slot.proc ?? this.start(slot);
    } catch (err) {
      slot.job = undefined;
      job.reject(err);
      return;
    }
    const id = nextId++;
    job.timer = setTimeout(() => {
      // The call ran past its budget: the process may be stuck in native code, so it goes.
      this.log(`call ${job.call.op} ran past ${remaining} ms; killing worker ${proc.pid}`);
      this.finish(slot, () => job.reject(timedOut(job.deadline - started)));
      this.kill(slot);
    }, remaining);
    const settle = (frame: Frame) => {
      this.meanCallMs = this.meanCallMs * 0.8 + (Date.now() - started) * 0.2;
      this.served += 1;
      this.finish(slot, () => {
        if (frame.header.id !== id)
          job.reject(new Error(`image worker answered call ${frame.header.id}, expected ${id}`));
        else if (frame.header.ok === true) job.resolve({ result: frame.header.result, images: frame.images });
        else job.reject(workerError(frame.header.error as WorkerFailure | undefined));
      });
    };
    slot.settle = settle;
    for (const chunk of encodeFrame(
      { id, module: job.call.module, op: job.call.op, params: job.call.params ?? {} },
      job.call.images ?? [],
    ))
      proc.stdin.write(chunk);
  }

  /** Settles the slot's job once (clearing its timer), then hands the slot the next queued call. */
  private finish(slot: Slot, settle: () => void): void {
    const job = slot.job;
    if (!job) return;
    clearTimeout(job.timer);
    slot.job = undefined;
    slot.settle = undefined;
    settle();
    this.next(slot);
  }

  private next(slot: Slot): void {
    const job = this.queue.shift();
    if (job) this.run(slot, job);
    else if (this.slots.every((s) => !s.job)) {
      this.idleTimer = setTimeout(() => void Promise.all(this.slots.map((s) => this.stop(s))), IDLE_CLOSE_MS);
      this.idleTimer.unref();
    }
  }

  private start(slot: Slot): ChildProcessWithoutNullStreams {
    const proc = spawn(this.config.python, ["-u", WORKER_SCRIPT], {
      stdio: ["pipe", "pipe", "pipe"],
      env: {
        PATH: process.env.PATH ?? "/usr/bin:/bin",
        LANG: "C.UTF-8",
        // One thread per process: the pool is the parallelism (tesseract with OpenMP is 4x slower).
        OMP_THREAD_LIMIT: "1",
        OMP_NUM_THREADS: "1",
        OPENBLAS_NUM_THREADS: "1",
        PYTHONDONTWRITEBYTECODE: "1",
        IMAGE_WORKER_MEMORY_MB: String(this.config.memoryMb),
      },
    });
    slot.proc = proc;
    slot.reader = new FrameReader();
    proc.stdout.on("data", (chunk: Buffer) => {
      let frames: Frame[];
      try {
        frames = slot.reader.push(chunk);
      } catch (err) {
        this.log(`unreadable reply from worker ${proc.pid}: ${String(err)}`);
        this.kill(slot);
        return;
      }
      for (const frame of frames) slot.settle?.(frame);
    });
    proc.stderr.on("data", (chunk: Buffer) => {
      slot.stderr += chunk.toString("utf8");
      const lines = slot.stderr.split("\n");
      slot.stderr = lines.pop() ?? "";
      for (const line of lines) if (line.trim()) this.log(line);
    });
    // A write to a process that just died fails here; the exit below answers the call.
    proc.stdin.on("error", () => {});
    proc.on("error", (err) => {
      this.log(`worker could not run (${this.config.python}): ${err.message}`);
      if (slot.proc === proc) slot.proc = undefined;
      const job = slot.job;
      this.finish(slot, () => job?.reject(new Error(`the image worker could not start: ${err.message}`)));
    });
    proc.on("exit", (code, signal) => {
      if (slot.proc !== proc) return;
      slot.proc = undefined;
      if (!slot.job) return;
      this.restarts += 1;
      this.log(`worker ${proc.pid} exited (${signal ?? code}) during a call`);
      const job = slot.job;
      this.finish(slot, () =>
        job.reject(new ApiError("worker_crashed", "The image worker exited during the call; retry")),
      );
    });
    return proc;
  }

  private kill(slot: Slot): void {
    const proc = slot.proc;
    slot.proc = undefined;
    proc?.kill("SIGKILL");
  }

  private async stop(slot: Slot): Promise<void> {
    const proc = slot.proc;
    if (!proc || slot.job) return;
    slot.proc = undefined;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => proc.kill("SIGKILL"), 2_000);
      proc.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      proc.stdin.end();
    });
  }
}

/** A reply's `error` member. */
interface WorkerFailure {
  kind: "input" | "memory" | "internal";
  code?: string;
  message: string;
  name?: string;
}

function timedOut(ms: number): ApiError {
  return new ApiError("processing_timeout", `The image work did not finish within ${Math.round(ms)} ms`);
}

/** The caller's error for a failed reply: its mistake as the code the module named, else a 500. */
function workerError(failure: WorkerFailure | undefined): Error {
  if (failure?.kind === "input") {
    const name = failure.name ?? "/";
    return new ApiError((failure.code ?? "unprocessable") as never, failure.message, {
      issues: [{ location: "body", name, message: failure.message }],
    });
  }
  if (failure?.kind === "memory")
    return new ApiError("image_too_large", "The image needs more memory than an image worker may use");
  return new Error(`image worker failed: ${failure?.message ?? "no reason given"}`);
}
