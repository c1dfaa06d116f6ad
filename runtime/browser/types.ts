/**
 * The browser pool's interface, shared by the hosted tools that render pages (the renderer, and
 * the crawler when a page needs scripts). The pool drives Debian's Chromium through
 * playwright-core; every request a page makes goes through the egress policy (`OUTBOUND_NETWORK`).
 */
import type { Page } from "playwright-core";

/** What to load: a URL (http or https only), or HTML given inline (loaded as if from `baseUrl`). */
export type PageSource = { url: string } | { html: string; baseUrl?: string };

/** How to load the page; Cloudflare Browser Rendering's names where they exist. */
export interface OpenPageOptions {
  source: PageSource;
  /** When navigation counts as done; default `load`. */
  waitUntil?: "load" | "domcontentloaded" | "networkidle";
  viewport?: {
    width: number;
    height: number;
    deviceScaleFactor?: number;
    isMobile?: boolean;
    hasTouch?: boolean;
    isLandscape?: boolean;
  };
  userAgent?: string;
  /** Run the page's scripts; default true. */
  javaScriptEnabled?: boolean;
  /** Sent with every request the page makes (never to another origin's credentials store). */
  extraHTTPHeaders?: Record<string, string>;
  /** Wait for an element after navigation. */
  waitForSelector?: { selector: string; visible?: boolean; hidden?: boolean; timeoutMs?: number };
  /** Wait this long after navigation (and the selector), in ms. */
  waitForTimeoutMs?: number;
  /** Resource types never fetched (`image`, `font`, `stylesheet`, `media`, …). */
  rejectResourceTypes?: readonly string[];
  /** Media emulated for CSS (`print` or `screen`). */
  emulateMediaType?: "screen" | "print";
}

/** A page the pool loaded; valid only inside the `withPage` callback. */
export interface LoadedPage {
  page: Page;
  /** HTTP status of the main document (200 for inline HTML). */
  status: number;
  /** The main document's URL after redirects (`about:blank` style base for inline HTML). */
  finalUrl: string;
  /** The `Content-Type` of the main document (`text/html` for inline HTML). */
  contentType: string;
}

/** Why the pool could not serve a call; each maps to one catalogue error code. */
export type PageFailure =
  | "busy" // browser_busy (503 + Retry-After)
  | "crashed" // browser_crashed (503)
  | "timeout" // upstream_timeout (504)
  | "refused" // url_refused (403)
  | "unreachable" // upstream_unreachable (502)
  | "upstream_status" // upstream_error (502)
  | "too_large" // content_too_large (413)
  | "content_type"; // unsupported_content_type (415)

/**
 * A page the pool (or the crawler's static fetch) could not load or render, with the words to show
 * the caller; {@link pageApiError} turns it into the contract's error.
 */
export class PageError extends Error {
  constructor(
    readonly failure: PageFailure,
    message: string,
    readonly details: { retryAfterSeconds?: number; upstreamStatus?: number } = {},
  ) {
    super(message);
    this.name = "PageError";
  }
}

/** Bounded, self-healing access to one headless Chromium. */
export interface BrowserPool {
  /**
   * Loads `options.source` in a fresh browser context (no cookies, cache or storage shared with
   * any other call), runs `fn` on it and closes the context, all within `timeoutMs` of wall-clock
   * time. Throws {@link PageError} for every failure a caller should see.
   */
  withPage<T>(
    options: OpenPageOptions,
    timeoutMs: number,
    fn: (loaded: LoadedPage) => Promise<T>,
  ): Promise<T>;
  /** Slots in use, calls queued, pages served and browser restarts, for metrics and the bench. */
  stats(): { active: number; queued: number; served: number; restarts: number };
  /** Closes the browser; later calls start it again. */
  close(): Promise<void>;
}
