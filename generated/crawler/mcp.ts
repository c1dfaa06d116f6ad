// Generated from spec/crawler by codegen — run `npm run generate`. Do not edit.

import type { ToolDefinition } from "../../runtime/contract.js";

/** MCP tools of spec/crawler: one per operation, run through the same pipeline as REST calls. */
export const crawlerTools: ToolDefinition[] = [
  {
    name: "crawl_markdown",
    title: "Crawl a URL to Markdown",
    description:
      'Fetches `url` and answers its content as Markdown: the whole page (`f: "raw"`) or its main\ncontent (`f: "fit"`), optionally narrowed to the blocks that match `q`. HTML and XHTML are\nconverted (code blocks kept verbatim, links made absolute); `text/plain` and `text/markdown`\nare answered as they are; JSON is answered inside a fenced `json` block. Other media types\n(images, PDF, binaries) answer 415.\n\nPrice: USD 0.008 per call.',
    inputSchema: {
      type: "object",
      properties: {
        "PAYMENT-SIGNATURE": {
          type: "string",
          maxLength: 16384,
          pattern:
            "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          description:
            "x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;\nbase64 that holds no payment this route accepts: 402 with the terms and the reason.",
        },
        "X-PAYMENT": {
          type: "string",
          maxLength: 16384,
          pattern:
            "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          description: "x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is.",
        },
        body: {
          type: "object",
          required: ["url"],
          properties: {
            url: {
              type: "string",
              minLength: 1,
              maxLength: 2048,
              description:
                "The page: an absolute `http` or `https` URL, at most 2048 characters. A bare host or host\nand path (`example.com/docs`) is read as `https://…`, as crawl4ai does. URLs with a user name\nor password, and other schemes (`file:`, `ftp:`, `raw:`…), answer 400 naming `url`.",
            },
            f: {
              type: "string",
              enum: ["raw", "fit"],
              description:
                "`fit` (default, crawl4ai's): the main content, with navigation, headers, footers, asides,\nforms, cookie banners and link-dense blocks pruned. `raw`: the whole page.",
              default: "fit",
            },
            q: {
              type: "string",
              maxLength: 500,
              description:
                'A query (at most 500 characters). With `f: "fit"`, the content is cut into blocks (headings,\nparagraphs, lists, tables, code) and only the blocks that match the query by BM25 are kept,\nin document order (crawl4ai keeps order too); when no block matches, the whole pruned content\nis answered. With `f: "raw"` a query contradicts the filter and answers 400 naming `q`.',
            },
            c: {
              type: "string",
              maxLength: 64,
              description:
                'The cache flag, crawl4ai\'s meaning: `"1"` answers from the cache when a fresh entry exists\nfor the same `url`, `f` and `q` (fetching and storing it otherwise); any other value (default\n`"0"`) fetches the page afresh and stores the result. Entries stay fresh for\n`CRAWLER_CACHE_TTL_SEC` seconds (default 3600). An answer from the cache is a 200 and is\ncharged like a fetched one.',
              default: "0",
            },
          },
          description:
            "What to crawl; crawl4ai's `MarkdownRequest` names. crawl4ai's `bm25` and `llm` filters are not\noffered: `fit` with `q` is the BM25 form.",
          examples: [
            {
              url: "https://example.com/docs/intro",
              f: "fit",
              q: "install",
              c: "0",
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "url",
        "filter",
        "query",
        "cache",
        "markdown",
        "success",
        "finalUrl",
        "status",
        "title",
        "contentType",
        "truncated",
        "renderedWith",
        "fromCache",
        "cachedAt",
      ],
      properties: {
        url: {
          type: "string",
          description: "The URL crawled, as read (`https://` added to a bare host).",
        },
        filter: {
          type: "string",
          enum: ["raw", "fit"],
          description: "The filter applied: `raw` or `fit`.",
        },
        query: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The query given, or null.",
        },
        cache: {
          type: "string",
          description:
            "The cache flag as sent (crawl4ai echoes it); `fromCache` says whether the cache answered.",
        },
        markdown: {
          type: "string",
          description:
            "The content as Markdown (at most `CRAWLER_MAX_MARKDOWN_CHARS` characters; see `truncated`).",
        },
        success: {
          type: "boolean",
          enum: [true],
        },
        finalUrl: {
          type: "string",
          description:
            "The URL the content came from, after redirects (and after the browser's own navigation).",
        },
        status: {
          type: "integer",
          format: "int32",
          minimum: 100,
          maximum: 599,
          description: "The HTTP status the page answered with (2xx; errors answer 502).",
        },
        title: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The page's `<title>` (or first heading), or null when it has none.",
        },
        contentType: {
          type: "string",
          description: "The page's media type, without parameters (`text/html`, `text/plain`…).",
        },
        truncated: {
          type: "boolean",
          description:
            "True when `markdown` was cut at the length cap; the cut falls between blocks when it can.",
        },
        renderedWith: {
          type: "string",
          enum: ["static", "browser"],
          description: "Whether the page needed a browser to run its scripts.",
        },
        fromCache: {
          type: "boolean",
          description: 'True when this answer came from the cache (`c: "1"` and a fresh entry).',
        },
        cachedAt: {
          type: "string",
          format: "date-time",
          description:
            "When the content was fetched (RFC 3339): now for a fresh fetch, earlier for a cached one.",
        },
      },
      description: "The page as Markdown; the first six members are crawl4ai's, the rest our design.",
      examples: [
        {
          url: "https://example.com/docs/intro",
          filter: "fit",
          query: "install",
          cache: "0",
          markdown: "# Install\n\nRun `npm install example`.",
          success: true,
          finalUrl: "https://example.com/docs/intro/",
          status: 200,
          title: "Introduction",
          contentType: "text/html",
          truncated: false,
          renderedWith: "static",
          fromCache: false,
          cachedAt: "2026-11-26T13:00:00.000Z",
        },
      ],
    },
    annotations: {
      title: "Crawl a URL to Markdown",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      "PAYMENT-SIGNATURE": "header",
      "X-PAYMENT": "header",
      body: "body",
    },
  },
];
