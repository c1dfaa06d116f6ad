/**
 * One render: the request's page loaded by the browser pool, refused unless it is a page that
 * answered 2xx, waited on as the request asks, then handed to the route's own work. Every failure
 * leaves as the contract's error, so nothing reaches the caller as a 500 and nothing is charged
 * (the runtime settles only a 200).
 */

import { pageApiError } from "../../runtime/browser/pageError.js";
import { type LoadedPage, PageError } from "../../runtime/browser/types.js";
import type { Context } from "./context.js";
import { pageOptions } from "./request.js";
import type { RenderSource } from "./source.js";
import { waitAfterLoad } from "./waits.js";

/** Media types rendered; anything else (an image, a PDF, a download) answers 415. */
const PAGE_TYPES = new Set(["text/html", "application/xhtml+xml", "text/plain"]);

/**
 * Refuses a main document that answered 4xx/5xx — or a 3xx the pool could not follow (no
 * `Location`, a 304) — with 502, and one that is not a page with 415.
 */
function requirePage(loaded: LoadedPage): void {
  if (loaded.status < 200 || loaded.status >= 300)
    throw new PageError("upstream_status", `The page answered HTTP ${loaded.status}; it was not rendered`, {
      upstreamStatus: loaded.status,
    });
  const mediaType = loaded.contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!PAGE_TYPES.has(mediaType))
    throw new PageError(
      "content_type",
      `The URL answered ${mediaType || "no content type"}; only text/html, application/xhtml+xml and text/plain are rendered`,
    );
}

/** The page's own URL for a JSON result: its address after redirects, none for inline HTML. */
export function pageUrl(body: RenderSource, loaded: LoadedPage): { url?: string } {
  return body.url === undefined ? {} : { url: loaded.finalUrl };
}

/**
 * Loads `body`'s page, checks and waits on it, and runs `work`; the call's wall-clock time is
 * `gotoOptions.timeout`, or the pool's default (`BROWSER_CALL_TIMEOUT_MS`), within its maximum
 * (`BROWSER_CALL_TIMEOUT_MAX_MS`).
 */
export async function render<T>(
  ctx: Context,
  body: RenderSource,
  work: (loaded: LoadedPage) => Promise<T>,
  defaults: { emulateMediaType?: "screen" | "print" } = {},
): Promise<T> {
  const { config } = ctx.browser;
  const options = pageOptions(body, config.egress, defaults);
  const timeoutMs = Math.min(body.gotoOptions?.timeout ?? config.defaultTimeoutMs, config.maxTimeoutMs);
  const deadline = Date.now() + timeoutMs;
  try {
    return await ctx.browser.withPage(options, timeoutMs, async (loaded) => {
      requirePage(loaded);
      await waitAfterLoad(loaded.page, body, deadline);
      return work(loaded);
    });
  } catch (error) {
    if (error instanceof PageError) throw pageApiError(error);
    throw error;
  }
}
