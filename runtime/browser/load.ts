/**
 * Loading a call's source into its page: the URL (http or https only) or the inline HTML, served
 * from its `baseUrl` or an `.invalid` origin so it can never read local files, then the waits the
 * caller asked for, and the options of the call's isolated browser context. Failures of the main
 * document come back as the PageError the route handler recorded, so "refused by policy" and
 * "host unreachable" are told apart.
 */
import type { Page } from "playwright-core";
import { checkUrl } from "../outbound/policy.js";
import { INLINE_ORIGIN_URL, type PageTraffic } from "./egress.js";
import { MAX_REDIRECTS } from "./limits.js";
import { type LoadedPage, type OpenPageOptions, PageError, type PageSource } from "./types.js";

/** The URL the page navigates to, and the inline HTML served there, if any. Throws `refused`. */
export function sourceTarget(source: PageSource): { url: string; html?: string } {
  if ("url" in source) return { url: checkedUrl(source.url, "url") };
  return {
    url: source.baseUrl === undefined ? INLINE_ORIGIN_URL : checkedUrl(source.baseUrl, "baseUrl"),
    html: source.html,
  };
}

function checkedUrl(url: string, field: string): string {
  const checked = checkUrl(url);
  if (!checked.ok) throw new PageError("refused", `${field} cannot be loaded: ${checked.reason}`);
  return checked.url.href;
}

/** Navigates `page` to `target` and waits as `options` say; `deadline` is the call's (epoch ms). */
export async function loadSource(
  page: Page,
  traffic: PageTraffic,
  target: { url: string; html?: string },
  options: OpenPageOptions,
  deadline: number,
): Promise<LoadedPage> {
  if (options.emulateMediaType) await page.emulateMedia({ media: options.emulateMediaType });
  await navigate(page, traffic, target.url, options.waitUntil ?? "load", deadline);
  const main = traffic.main;
  if (!main) throw traffic.mainFailure ?? new PageError("unreachable", `${target.url} returned no document`);
  const wait = options.waitForSelector;
  if (wait) {
    const state = wait.hidden ? "hidden" : wait.visible ? "visible" : "attached";
    const timeout = Math.min(wait.timeoutMs ?? Number.POSITIVE_INFINITY, left(deadline));
    try {
      await page.waitForSelector(wait.selector, { state, timeout });
    } catch (error) {
      if (page.isClosed()) throw error;
      throw new PageError("timeout", `the selector ${wait.selector} was not ${state} within ${timeout} ms`);
    }
  }
  if (options.waitForTimeoutMs) await page.waitForTimeout(Math.min(options.waitForTimeoutMs, left(deadline)));
  return {
    page,
    status: main.status,
    finalUrl: target.html !== undefined && main.url === INLINE_ORIGIN_URL ? "about:blank" : main.url,
    contentType: main.contentType,
  };
}

/**
 * `page.goto(url)`, then each redirect hop of the main document as a navigation of its own (the
 * route handler hands them back), so the document's URL is the final one and each hop is checked.
 */
async function navigate(
  page: Page,
  traffic: PageTraffic,
  url: string,
  waitUntil: NonNullable<OpenPageOptions["waitUntil"]>,
  deadline: number,
): Promise<void> {
  traffic.navigating = true;
  try {
    for (let hops = 0; ; hops++) {
      try {
        await page.goto(url, { waitUntil, timeout: left(deadline) });
        return;
      } catch (error) {
        if (traffic.mainFailure) throw traffic.mainFailure;
        if (Date.now() >= deadline) throw new PageError("timeout", `${url} did not finish loading in time`);
        const next = traffic.redirectTo;
        if (next === undefined) {
          // Chromium got the answer but would not show it: a download (`Content-Disposition:
          // attachment`, or a type it does not display). There is no page to work on.
          const main = traffic.main;
          if (main?.url === url)
            throw new PageError(
              "content_type",
              `${url} is served as a download (${main.contentType || "no Content-Type"}), not a page a browser displays`,
            );
          throw new PageError("unreachable", `${url} could not be loaded: ${firstLine(error)}`);
        }
        if (hops >= MAX_REDIRECTS)
          throw new PageError("upstream_status", `${url} redirects more than ${MAX_REDIRECTS} times`, {
            upstreamStatus: traffic.main?.status ?? 310,
          });
        url = next;
      }
    }
  } finally {
    traffic.navigating = false;
  }
}

/** Milliseconds until `deadline`, at least 1 (0 means "no timeout" to playwright). */
function left(deadline: number): number {
  return Math.max(1, deadline - Date.now());
}

function firstLine(error: unknown): string {
  return String(error instanceof Error ? error.message : error).split("\n")[0] ?? "";
}

/** The context of one call: isolated, no service workers, no downloads, the page's own CSP. */
export function contextOptions(options: OpenPageOptions) {
  const viewport = options.viewport;
  return {
    serviceWorkers: "block" as const,
    acceptDownloads: false,
    bypassCSP: false,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...(viewport
      ? {
          viewport: { width: viewport.width, height: viewport.height },
          deviceScaleFactor: viewport.deviceScaleFactor ?? 1,
          isMobile: viewport.isMobile ?? false,
          hasTouch: viewport.hasTouch ?? false,
        }
      : {}),
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    ...(options.extraHTTPHeaders ? { extraHTTPHeaders: options.extraHTTPHeaders } : {}),
  };
}
