/**
 * The process-wide browser pool the page tools share (the renderer, the crawler). Handlers call
 * {@link sharedBrowserPool}; the server closes it when it shuts down (runtime/cli/serve.ts), so a
 * service needs no close hook of its own. Importing this starts nothing: Chromium is launched
 * by the first call.
 */
import { Gauge } from "prom-client";
import { metricsRegistry } from "../observability/metrics.js";
import { type BrowserPoolConfig, browserPoolConfig } from "./limits.js";
import { ChromiumPool } from "./pool.js";
import type { BrowserPool } from "./types.js";

export { loadLazyContent } from "./lazy.js";
export {
  type BrowserPoolConfig,
  browserPoolConfig,
  MAX_PDF_PAGES,
  MAX_REDIRECTS,
  MAX_SCREENSHOT_HEIGHT,
} from "./limits.js";
export { pageApiError } from "./pageError.js";
export { ChromiumPool } from "./pool.js";
export * from "./types.js";

let shared: ChromiumPool | undefined;
/** Restarts of pools closed since (a closed pool's count would otherwise vanish from the gauge). */
let restarts = 0;

// Read on each scrape: pages loading now and calls waiting for a slot; restarts since the start.
new Gauge({
  name: "browser_pages",
  help: "Browser pool calls by state: active (a page open) or queued (waiting for a slot)",
  labelNames: ["state"] as const,
  registers: [metricsRegistry],
  collect() {
    const stats = shared?.stats();
    this.set({ state: "active" }, stats?.active ?? 0);
    this.set({ state: "queued" }, stats?.queued ?? 0);
  },
});
new Gauge({
  name: "browser_restarts",
  help: "Times the shared browser went away (crashed or killed) and was relaunched, since the process started",
  registers: [metricsRegistry],
  collect() {
    this.set(restarts + (shared?.stats().restarts ?? 0));
  },
});

/** The pool of this process, configured from the environment on first use. */
export function sharedBrowserPool(
  env: NodeJS.ProcessEnv = process.env,
): BrowserPool & { config: BrowserPoolConfig } {
  shared ??= new ChromiumPool(browserPoolConfig(env));
  return shared;
}

/** The time budget (ms) of a call that asked for `requestedMs` (or nothing): the default, clamped to the maximum. */
export function callTimeoutMs(requestedMs?: number): number {
  const { defaultTimeoutMs, maxTimeoutMs } = sharedBrowserPool().config;
  return Math.min(requestedMs ?? defaultTimeoutMs, maxTimeoutMs);
}

/** Stops the shared pool's browser, if it was ever started (the runtime's close). */
export async function closeSharedBrowserPool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  restarts += pool?.stats().restarts ?? 0;
  await pool?.close();
}
