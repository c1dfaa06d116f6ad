/**
 * One crawl: fetch the page without a browser (following redirects under the egress policy), read
 * it by its media type, load it in Chromium when its HTML is a script shell, then filter and
 * convert it to Markdown. Every failure is a {@link PageError}; the handler maps it to the
 * contract's error. The whole crawl shares one deadline.
 */
import type { BrowserPool, LoadedPage } from "../../runtime/browser/types.js";
import { PageError } from "../../runtime/browser/types.js";
import type { EgressPolicy } from "../../runtime/outbound/policy.js";
import { type PageDocument, type PageElement, parseDocument } from "../../runtime/web/dom.js";
import { documentToMarkdown } from "../../runtime/web/markdown.js";
import { type PageContent, readContent, textMarkdown } from "./content.js";
import { fetchPage } from "./fetchPage.js";
import { needsBrowser } from "./needsBrowser.js";
import { pruneToMainContent } from "./prune.js";
import { keepMatchingBlocks } from "./rank.js";
import { capMarkdown } from "./truncate.js";

/** What to crawl and how. */
export interface CrawlRequest {
  url: string;
  filter: "raw" | "fit";
  query: string | null;
}

/** What a crawl needs from the service. */
export interface CrawlEnv {
  policy: EgressPolicy;
  timeoutMs: number;
  maxBytes: number;
  maxMarkdownChars: number;
  /** The shared browser pool, for script-rendered pages. */
  browser: () => BrowserPool;
}

/** A crawled page. */
export interface Crawled {
  finalUrl: string;
  status: number;
  title: string | null;
  contentType: string;
  markdown: string;
  truncated: boolean;
  renderedWith: "static" | "browser";
}

/** The page's title: `<title>`, else its first `<h1>`; null when it has neither. */
function titleOf(document: PageDocument): string | null {
  const title = document.querySelector("title")?.textContent?.replace(/\s+/g, " ").trim();
  if (title) return title;
  const h1 = (document.querySelector("h1") as PageElement | null)?.textContent?.replace(/\s+/g, " ").trim();
  return h1 || null;
}

/** HTML to the requested Markdown: pruned to the main content for `fit`. */
function htmlMarkdown(
  document: PageDocument,
  url: string,
  filter: "raw" | "fit",
): { markdown: string; title: string | null } {
  const title = titleOf(document);
  if (filter === "fit") pruneToMainContent(document);
  return { markdown: documentToMarkdown(document, url), title };
}

/** Loads `url` in the browser and answers the rendered DOM as HTML. */
async function render(
  pool: BrowserPool,
  url: string,
  remainingMs: number,
): Promise<{ html: string; finalUrl: string; status: number; contentType: string }> {
  return pool.withPage({ source: { url }, waitUntil: "load" }, remainingMs, async (loaded) => ({
    html: await renderedHtml(loaded.page),
    finalUrl: loaded.finalUrl,
    status: loaded.status,
    contentType: loaded.contentType,
  }));
}

/**
 * The rendered DOM as HTML. A script that navigates right after `load` destroys the context the
 * first read ran in: read again once the new document has loaded, and past that fail as the
 * page's fault (502), never as a server error.
 */
async function renderedHtml(page: LoadedPage["page"]): Promise<string> {
  try {
    return await page.content();
  } catch {
    await page.waitForLoadState("load").catch(() => undefined);
    try {
      return await page.content();
    } catch (err) {
      throw new PageError(
        "unreachable",
        `${page.url()} could not be read after it loaded: ${(err as Error).message}`,
      );
    }
  }
}

/** Fails unless `status` is a success (a 4xx/5xx page is the site's error, not its content). */
function requireSuccess(status: number, url: string): void {
  if (status < 200 || status > 299)
    throw new PageError("upstream_status", `${url} answered HTTP ${status}`, { upstreamStatus: status });
}

/** Crawls one page; throws {@link PageError} for every failure the caller should see. */
export async function crawl(request: CrawlRequest, env: CrawlEnv): Promise<Crawled> {
  const deadline = Date.now() + env.timeoutMs;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), env.timeoutMs);
  try {
    const fetched = await fetchPage(request.url, {
      policy: env.policy,
      maxBytes: env.maxBytes,
      deadline,
      signal: abort.signal,
    });
    requireSuccess(fetched.status, fetched.url);
    const content: PageContent = readContent(fetched.headers["content-type"], fetched.body, fetched.url);
    let result: Omit<Crawled, "truncated">;
    const document = content.kind === "html" ? parseDocument(content.text) : undefined;
    if (!document) {
      result = {
        finalUrl: fetched.url,
        status: fetched.status,
        title: null,
        contentType: content.mediaType,
        markdown: textMarkdown(content),
        renderedWith: "static",
      };
    } else if (needsBrowser(document)) {
      const remaining = deadline - Date.now();
      if (remaining <= 0)
        throw new PageError("timeout", `${request.url} did not load within ${env.timeoutMs} ms`);
      const page = await render(env.browser(), fetched.url, remaining);
      requireSuccess(page.status, page.finalUrl);
      const { markdown, title } = htmlMarkdown(parseDocument(page.html), page.finalUrl, request.filter);
      result = {
        finalUrl: page.finalUrl,
        status: page.status,
        title,
        contentType: content.mediaType,
        markdown,
        renderedWith: "browser",
      };
    } else {
      const { markdown, title } = htmlMarkdown(document, fetched.url, request.filter);
      result = {
        finalUrl: fetched.url,
        status: fetched.status,
        title,
        contentType: content.mediaType,
        markdown,
        renderedWith: "static",
      };
    }
    const filtered =
      request.filter === "fit" && request.query
        ? keepMatchingBlocks(result.markdown, request.query)
        : result.markdown;
    return { ...result, ...capMarkdown(filtered, env.maxMarkdownChars) };
  } finally {
    clearTimeout(timer);
  }
}
