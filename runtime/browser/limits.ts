/**
 * The browser pool's settings (the `browser` kernel section) and the caps the page tools enforce
 * on what a page may cost: bytes, requests, redirects, screenshot height and PDF pages.
 */
import { browserVariables } from "../config/kernel.js";
import { type Env, readSection } from "../config/read.js";
import { type EgressPolicy, egressPolicyFromEnv } from "../outbound/policy.js";

/** Redirect hops one navigation may follow (each hop is checked against the egress policy). */
export const MAX_REDIRECTS = 10;

/**
 * The tallest full-page screenshot, in CSS pixels: Chromium's own texture limit is 16,384 px, and
 * past it a screenshot is either cut or costs hundreds of MB. The renderer MUST clip to it.
 */
export const MAX_SCREENSHOT_HEIGHT = 16_384;

/** The most pages a PDF may have; the renderer MUST refuse or cut longer documents. */
export const MAX_PDF_PAGES = 100;

/** Everything the pool needs to run, read once per process from the environment. */
export interface BrowserPoolConfig {
  chromiumPath: string;
  concurrency: number;
  queueLimit: number;
  /** The budget callers use when the request names none. */
  defaultTimeoutMs: number;
  /** The largest budget a call may have; longer ones are clamped to it. */
  maxTimeoutMs: number;
  maxResourceBytes: number;
  maxPageBytes: number;
  maxRequests: number;
  /** Where a page's requests may go (`OUTBOUND_NETWORK`). */
  egress: EgressPolicy;
}

/** The pool's configuration from `env`; throws a ConfigError naming every bad variable. */
export function browserPoolConfig(env: Env = process.env): BrowserPoolConfig {
  const v = readSection(browserVariables, env);
  return {
    chromiumPath: v.CHROMIUM_PATH,
    concurrency: v.BROWSER_CONCURRENCY,
    queueLimit: v.BROWSER_QUEUE_LIMIT,
    defaultTimeoutMs: Math.min(v.BROWSER_CALL_TIMEOUT_MS, v.BROWSER_CALL_TIMEOUT_MAX_MS),
    maxTimeoutMs: v.BROWSER_CALL_TIMEOUT_MAX_MS,
    maxResourceBytes: v.BROWSER_MAX_RESOURCE_BYTES,
    maxPageBytes: v.BROWSER_MAX_PAGE_BYTES,
    maxRequests: v.BROWSER_MAX_REQUESTS,
    egress: egressPolicyFromEnv(env as NodeJS.ProcessEnv),
  };
}
