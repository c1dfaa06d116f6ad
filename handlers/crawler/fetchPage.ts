/**
 * The crawler's static fetch: follows redirects by hand, each hop sent through `egressFetch` so the
 * egress policy judges every address the chain visits (a public page that redirects to
 * 169.254.169.254 is refused at that hop, not fetched).
 *
 * Decisions: at most {@link MAX_REDIRECTS} hops (the browser's limit too); a relative `Location` resolves against the hop
 * that sent it; an https → http downgrade is followed (browsers and crawl4ai follow it, and the
 * policy still judges the address); a 3xx without a `Location` is the final answer.
 */
import { MAX_REDIRECTS } from "../../runtime/browser/limits.js";
import { PageError } from "../../runtime/browser/types.js";
import type { EgressPolicy } from "../../runtime/outbound/policy.js";
import { type EgressResponse, egressFetch } from "../../runtime/web/egressFetch.js";

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Sent with every hop: what a crawler reads, and who it is. */
const HEADERS = {
  accept:
    "text/html,application/xhtml+xml,text/markdown;q=0.9,text/plain;q=0.8,application/json;q=0.7,*/*;q=0.5",
  "accept-language": "en;q=0.9,*;q=0.5",
  "user-agent": "Mozilla/5.0 (compatible; ContractFirstCrawler/1.0)",
};

/** How to fetch. */
export interface FetchPageOptions {
  policy: EgressPolicy;
  /** Decompressed bytes read per hop. */
  maxBytes: number;
  /** The crawl's deadline (epoch ms): every hop gets what is left of it. */
  deadline: number;
  /** Aborted when the crawl's deadline passes. */
  signal: AbortSignal;
}

/** The final answer and the URL it came from. */
export interface FetchedPage extends EgressResponse {
  /** How many redirects were followed to reach it. */
  redirects: number;
}

/**
 * GETs `url`, following up to {@link MAX_REDIRECTS} redirects; resolves to the first answer that
 * is not a redirect, whatever its status (the caller judges it). Throws {@link PageError}.
 */
export async function fetchPage(url: string, options: FetchPageOptions): Promise<FetchedPage> {
  let current = url;
  for (let redirects = 0; ; redirects++) {
    const timeoutMs = Math.max(1, options.deadline - Date.now());
    const res = await egressFetch({
      url: current,
      headers: HEADERS,
      policy: options.policy,
      timeoutMs,
      maxBytes: options.maxBytes,
      signal: options.signal,
    });
    const location = res.headers.location;
    if (!REDIRECTS.has(res.status) || !location) return { ...res, redirects };
    if (redirects >= MAX_REDIRECTS)
      throw new PageError("upstream_status", `${url} redirects more than ${MAX_REDIRECTS} times`, {
        upstreamStatus: res.status,
      });
    try {
      current = new URL(location, res.url).href;
    } catch {
      throw new PageError("unreachable", `${res.url} redirects to an address that does not parse`);
    }
  }
}
