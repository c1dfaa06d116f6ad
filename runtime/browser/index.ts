/**
 * The process-wide browser pool the page tools share (the renderer, the crawler). Handlers call
 * {@link sharedBrowserPool}; the runtime closes it when it closes (runtime/prepare.ts), so a
 * service needs no close hook of its own. Importing this starts nothing: Chromium is launched
 * by the first call.
 */
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
  await pool?.close();
}
