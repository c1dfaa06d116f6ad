/**
 * The only network path a page has. Chromium is launched behind a dead proxy, so nothing it sends
 * itself can leave; every request a page makes (navigation, each redirect hop, subresources,
 * iframes, fetch/XHR) is intercepted here and sent by the server under the egress policy
 * (`OUTBOUND_NETWORK`), and the answer handed back to the page. Websockets are closed. The
 * counters here enforce one call's caps on requests and bytes.
 */
import type { BrowserContext, Frame, Request, Route } from "playwright-core";
import type { EgressResponse, egressFetch } from "../web/egressFetch.js";
import { type BrowserPoolConfig, MAX_REDIRECTS } from "./limits.js";
import { PageError } from "./types.js";

/** The origin inline HTML is served from when the caller gives no `baseUrl` (`.invalid` never resolves). */
export const INLINE_ORIGIN_URL = "http://inline.invalid/";

/** The main document as the page received it. */
export interface MainDocument {
  status: number;
  url: string;
  contentType: string;
}

/** Request headers Chromium computes for its own transport, which the server's request sets itself. */
const HOP_REQUEST_HEADERS = new Set([
  "host",
  "connection",
  "content-length",
  "accept-encoding",
  "keep-alive",
  "proxy-connection",
  "proxy-authorization",
  "transfer-encoding",
  "upgrade",
]);

/** Response headers describing the transport; the body handed to Chromium is already decoded. */
const HOP_RESPONSE_HEADERS = new Set([
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
]);

/** One call's traffic: its counters, the main document's outcome and the inline HTML, if any. */
export class PageTraffic {
  private requests = 0;
  private bytes = 0;
  private inlineServed = false;
  /** Set once the page exists: requests of other frames are subresources. */
  mainFrame: Frame | undefined;
  /** The latest main-frame answer (after redirects: the final document). */
  main: MainDocument | undefined;
  /** Why the latest main-frame navigation failed, when it did. */
  mainFailure: PageError | undefined;
  /**
   * While the pool's own navigation runs, a main-frame redirect is not followed here but handed
   * back to it (`redirectTo`), so the page ends up at the final URL: Chromium does not route the
   * next hop of a redirect we fulfil, it sends it to the network (here, the dead proxy).
   */
  navigating = false;
  /** The next hop of the main document's redirect, when `navigating`. */
  redirectTo: string | undefined;

  constructor(
    private readonly config: BrowserPoolConfig,
    private readonly signal: AbortSignal,
    /** The call's deadline (epoch ms): no request outlives it. */
    private readonly deadline: number,
    private readonly inline: { url: string; html: string } | undefined,
    private readonly rejectTypes: ReadonlySet<string>,
    private readonly send: typeof egressFetch,
  ) {}

  /** Routes every request and websocket of `context` through this call. */
  async install(context: BrowserContext): Promise<void> {
    await context.routeWebSocket(/.*/, (ws) =>
      ws.close({ code: 1008, reason: "websockets are not available" }),
    );
    await context.route("**/*", (route, request) => this.handle(route, request));
  }

  private async handle(route: Route, request: Request): Promise<void> {
    let isMain = false;
    try {
      isMain = request.isNavigationRequest() && request.frame() === this.mainFrame;
      if (isMain) {
        this.mainFailure = undefined;
        this.redirectTo = undefined;
      }
      const url = request.url();
      if (isMain && this.inline && !this.inlineServed && url === this.inline.url) {
        this.inlineServed = true;
        this.main = { status: 200, url, contentType: "text/html" };
        await route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: this.inline.html });
        return;
      }
      const scheme = url.slice(0, url.indexOf(":") + 1).toLowerCase();
      if (scheme !== "http:" && scheme !== "https:")
        throw new PageError("refused", `${scheme} URLs cannot be loaded (only http and https)`);
      if (++this.requests > this.config.maxRequests)
        throw new PageError("too_large", `the page made more than ${this.config.maxRequests} requests`);
      if (!isMain && this.rejectTypes.has(request.resourceType())) {
        await route.abort("blockedbyclient");
        return;
      }
      const hopByHop = isMain && this.navigating;
      const { answer, finalUrl } = await this.fetch(request, url, hopByHop ? 0 : MAX_REDIRECTS);
      const headers = responseHeaders(answer.headers);
      if (isMain)
        this.main = { status: answer.status, url: finalUrl, contentType: headers["content-type"] ?? "" };
      const location = redirectLocation(answer.status, headers, finalUrl);
      if (hopByHop && location) {
        this.redirectTo = location;
        await route.abort("aborted");
        return;
      }
      await route.fulfill({ status: answer.status, headers, body: answer.body });
    } catch (error) {
      const failure =
        error instanceof PageError
          ? error
          : new PageError("unreachable", `the page could not be loaded: ${error}`);
      if (isMain) this.mainFailure = failure;
      await route.abort(abortCode(failure)).catch(() => {});
    }
  }

  /**
   * `request` sent under the policy, following up to `maxRedirects` redirects here, each hop
   * checked like the first (scheme, policy, request and byte caps). Credentials the page or the
   * caller set are not carried to another origin, as browsers do.
   */
  private async fetch(
    request: Request,
    url: string,
    maxRedirects: number,
  ): Promise<{ answer: EgressResponse; finalUrl: string }> {
    let method = request.method();
    let body = request.postDataBuffer() ?? undefined;
    const headers = requestHeaders(await request.allHeaders());
    for (let hop = 0; ; hop++) {
      const left = this.config.maxPageBytes - this.bytes;
      if (left <= 0)
        throw new PageError("too_large", `the page loaded more than ${this.config.maxPageBytes} bytes`);
      const answer = await this.send({
        url,
        method,
        headers,
        body,
        policy: this.config.egress,
        maxBytes: Math.min(this.config.maxResourceBytes, left),
        timeoutMs: Math.max(1, this.deadline - Date.now()),
        signal: this.signal,
      });
      this.bytes += answer.body.length;
      const next =
        hop < maxRedirects
          ? redirectLocation(answer.status, responseHeaders(answer.headers), url)
          : undefined;
      if (!next) {
        if (
          maxRedirects > 0 &&
          hop >= maxRedirects &&
          redirectLocation(answer.status, responseHeaders(answer.headers), url)
        )
          throw new PageError("upstream_status", `${url} redirects more than ${maxRedirects} times`, {
            upstreamStatus: answer.status,
          });
        return { answer, finalUrl: url };
      }
      if (!/^https?:/i.test(next))
        throw new PageError("refused", `${url} redirects to a ${next.split(":")[0]}: URL`);
      if (++this.requests > this.config.maxRequests)
        throw new PageError("too_large", `the page made more than ${this.config.maxRequests} requests`);
      if (new URL(next).origin !== new URL(url).origin) {
        delete headers.cookie;
        delete headers.authorization;
      }
      // 303, and 301/302 after a POST, turn into a GET without a body (the fetch standard).
      if (answer.status === 303 || ((answer.status === 301 || answer.status === 302) && method === "POST")) {
        method = "GET";
        body = undefined;
        delete headers["content-type"];
      }
      url = next;
    }
  }
}

/** The absolute URL a 3xx answer of `url` points to, if it is a redirect. */
function redirectLocation(status: number, headers: Record<string, string>, url: string): string | undefined {
  if (![301, 302, 303, 307, 308].includes(status) || !headers.location) return undefined;
  try {
    return new URL(headers.location, url).href;
  } catch {
    return undefined;
  }
}

/** The headers the server sends on the page's behalf (Chromium's, minus its transport's). */
function requestHeaders(headers: Record<string, string>): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (!lower.startsWith(":") && !HOP_REQUEST_HEADERS.has(lower)) sent[lower] = value;
  }
  return sent;
}

/** The upstream headers as the page sees them; repeated `set-cookie` lines stay separate lines. */
function responseHeaders(headers: Record<string, string | string[]>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (HOP_RESPONSE_HEADERS.has(lower)) continue;
    kept[lower] = Array.isArray(value) ? value.join(lower === "set-cookie" ? "\n" : ", ") : value;
  }
  return kept;
}

/** The network error Chromium reports to the page for `failure`. */
function abortCode(failure: PageError): string {
  switch (failure.failure) {
    case "refused":
      return "blockedbyclient";
    case "timeout":
      return "timedout";
    case "unreachable":
      return "addressunreachable";
    default:
      return "failed";
  }
}
