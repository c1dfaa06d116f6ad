/**
 * The crawler's settings, read once from the runtime's configuration when the service is set up;
 * every problem is reported at start, naming the variable. Handlers read the result from
 * `ctx.crawler.config`. The egress policy is the kernel's `OUTBOUND_NETWORK`.
 */
import { defineSection, integer } from "../../runtime/config/define.js";
import { readSection } from "../../runtime/config/read.js";

/** The crawler's variables, registered through `crawlerModule.config`. */
export const crawlerVariables = defineSection("crawler", {
  CRAWLER_CACHE_TTL_SEC: {
    description: 'how long a crawled page stays fresh in the cache (`c: "1"` answers from it), seconds',
    schema: integer(1),
    default: "3600",
  },
  CRAWLER_TIMEOUT_MS: {
    description:
      "wall-clock cap of one crawl (every redirect, the download and the browser), ms; past it the call answers 504",
    schema: integer(100, 300_000),
    default: "20000",
  },
  CRAWLER_MAX_BYTES: {
    description: "largest page read, in bytes after decompression; a larger one answers 413",
    schema: integer(1024),
    default: String(5 * 1024 * 1024),
  },
  CRAWLER_MAX_MARKDOWN_CHARS: {
    description: "longest Markdown answered, in characters; longer is cut (`truncated: true`)",
    schema: integer(1000),
    default: "500000",
  },
  CRAWLER_CACHE_MAX_ENTRY_BYTES: {
    description: "largest Markdown stored in the cache, bytes; a larger result is answered but not cached",
    schema: integer(1024),
    default: String(1024 * 1024),
  },
});

/** What the crawler is configured with. */
export interface CrawlerConfig {
  /** Cache freshness (`CRAWLER_CACHE_TTL_SEC`, default 3600 s), in ms. */
  cacheTtlMs: number;
  /** Wall-clock cap per crawl (`CRAWLER_TIMEOUT_MS`, default 20 s). */
  timeoutMs: number;
  /** Decompressed page cap (`CRAWLER_MAX_BYTES`, default 5 MiB). */
  maxBytes: number;
  /** Markdown cap (`CRAWLER_MAX_MARKDOWN_CHARS`, default 500,000). */
  maxMarkdownChars: number;
  /** Cache row cap (`CRAWLER_CACHE_MAX_ENTRY_BYTES`, default 1 MiB). */
  cacheMaxEntryBytes: number;
}

/** The settings from `env`; throws one error listing every variable that does not parse. */
export function crawlerConfig(env: Readonly<Record<string, string | undefined>>): CrawlerConfig {
  const v = readSection(crawlerVariables, env);
  return {
    cacheTtlMs: v.CRAWLER_CACHE_TTL_SEC * 1000,
    timeoutMs: v.CRAWLER_TIMEOUT_MS,
    maxBytes: v.CRAWLER_MAX_BYTES,
    maxMarkdownChars: v.CRAWLER_MAX_MARKDOWN_CHARS,
    cacheMaxEntryBytes: v.CRAWLER_CACHE_MAX_ENTRY_BYTES,
  };
}
