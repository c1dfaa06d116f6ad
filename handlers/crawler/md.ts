/**
 * `POST /md`: reads the request (crawl4ai's meaning of each member), answers from the cache when
 * `c` is "1" and a fresh entry exists, else crawls and stores the result. Only a 200 is charged
 * (the runtime's rule), so every failure here costs the caller nothing.
 */
import type { CrawlerCrawlerHandlers } from "../../generated/crawler/types.js";
import { pageApiError } from "../../runtime/browser/pageError.js";
import { PageError } from "../../runtime/browser/types.js";
import { ApiError } from "../../runtime/errors.js";
import { type CacheKey, type CacheRow, findFresh, storeEntry } from "../../storage/crawler/cache.js";
import type { Context } from "./context.js";
import { crawl } from "./crawl.js";
import { readRequestUrl } from "./requestUrl.js";

/** The result body from a cache row (fresh or just stored). */
function resultBody(row: CacheRow, cache: string, fromCache: boolean) {
  return {
    url: row.url,
    filter: row.filter,
    query: row.query,
    cache,
    markdown: row.markdown,
    success: true as const,
    finalUrl: row.final_url,
    status: row.status,
    title: row.title,
    contentType: row.content_type,
    truncated: row.truncated,
    renderedWith: row.rendered_with,
    fromCache,
    cachedAt: new Date(row.fetched_at).toISOString(),
  };
}

/** Crawls for the request, or throws the contract's error. */
async function freshRow(key: CacheKey, ctx: Context): Promise<CacheRow> {
  const { config, egress, browser } = ctx.crawler;
  try {
    const page = await crawl(key, {
      policy: egress,
      timeoutMs: config.timeoutMs,
      maxBytes: config.maxBytes,
      maxMarkdownChars: config.maxMarkdownChars,
      browser,
    });
    const now = ctx.now();
    return {
      ...key,
      final_url: page.finalUrl,
      status: page.status,
      title: page.title,
      content_type: page.contentType,
      rendered_with: page.renderedWith,
      markdown: page.markdown,
      truncated: page.truncated,
      fetched_at: now,
      expires_at: new Date(now.getTime() + config.cacheTtlMs),
    };
  } catch (err) {
    if (err instanceof PageError) throw pageApiError(err);
    throw err;
  }
}

/** The crawler's one operation. */
export const mdHandlers: CrawlerCrawlerHandlers = {
  async crawl_markdown({ body }, ctx) {
    const filter = body.f ?? "fit";
    if (filter === "raw" && body.q !== undefined)
      throw new ApiError("validation_failed", 'q: a query needs f "fit"; f "raw" answers the whole page', {
        issues: [{ location: "body", name: "/q", message: 'a query applies only with f "fit"' }],
      });
    const key: CacheKey = { url: readRequestUrl(body.url), filter, query: body.q ?? null };
    const cache = body.c ?? "0";
    if (cache === "1") {
      const hit = await findFresh(ctx.db, key, ctx.now());
      if (hit) return { status: 200, body: resultBody(hit, cache, true) };
    }
    const row = await freshRow(key, ctx);
    // A row above the cap is answered but not kept: the table holds pages, not archives.
    if (Buffer.byteLength(row.markdown) <= ctx.crawler.config.cacheMaxEntryBytes)
      await storeEntry(ctx.db, row);
    return { status: 200, body: resultBody(row, cache, false) };
  },
};
