/**
 * The process-wide image worker pool the image tools share (OCR, the annotator, the matcher).
 * Importing this starts nothing: the first call starts a worker; the server closes the pool at
 * shutdown through {@link closeSharedImageWorkers}.
 */
import { Gauge } from "prom-client";
import { imageWorkerVariables } from "../config/kernel.js";
import { type Env, readSection } from "../config/read.js";
import { metricsRegistry } from "../observability/metrics.js";
import { type ImageWorkerConfig, PythonWorkerPool } from "./pool.js";

export { type ImageWorkerConfig, PythonWorkerPool } from "./pool.js";
export * from "./types.js";

let shared: PythonWorkerPool | undefined;

new Gauge({
  name: "image_worker_calls",
  help: "Image worker calls by state: active (running in a worker) or queued (waiting for one)",
  labelNames: ["state"] as const,
  registers: [metricsRegistry],
  collect() {
    const stats = shared?.stats();
    this.set({ state: "active" }, stats?.active ?? 0);
    this.set({ state: "queued" }, stats?.queued ?? 0);
  },
});

/** The pool's settings from `env`; throws a ConfigError naming every bad variable. */
export function imageWorkerConfig(env: Env = process.env): ImageWorkerConfig {
  const v = readSection(imageWorkerVariables, env);
  return {
    python: v.IMAGE_PYTHON,
    workers: v.IMAGE_WORKERS,
    queueLimit: v.IMAGE_QUEUE_LIMIT,
    timeoutMs: v.IMAGE_CALL_TIMEOUT_MS,
    memoryMb: v.IMAGE_WORKER_MEMORY_MB,
  };
}

/** This process's pool, configured from the environment on first use. */
export function sharedImageWorkers(env: Env = process.env): PythonWorkerPool {
  shared ??= new PythonWorkerPool(imageWorkerConfig(env));
  return shared;
}

/** Closes this process's pool if one was started (the server's shutdown; harmless twice). */
export async function closeSharedImageWorkers(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
