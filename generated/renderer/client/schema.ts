// Generated from spec/renderer by codegen — run `npm run generate`. Do not edit.
export interface paths {
  "/.well-known/oauth-protected-resource": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Protected-resource metadata
     * @description OAuth 2.0 protected-resource metadata (RFC 9728): what MCP clients fetch after a 401 from
     *     `/mcp`, whose `WWW-Authenticate` challenge names this URL.
     */
    get: operations["oauth_protected_resource"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/.well-known/x402": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * x402 discovery
     * @description x402 discovery: the paid routes of this service.
     */
    get: operations["x402_discovery"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/docs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * API reference (HTML)
     * @description The interactive reference of this service (HTML): every operation of this document, with
     *     "try it" sending requests to this very server. The page loads only its own script
     *     (`/docs/scalar.js`) and this service's `/openapi.json`; nothing from elsewhere.
     */
    get: operations["docs"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/docs/scalar.js": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * API reference script
     * @description The script of the reference page (Scalar's API reference bundle), served by this server.
     *     Requested with `v` set to the bundle's current version tag, as the page does, it may be
     *     cached for a year (`Cache-Control: immutable`); otherwise for five minutes.
     */
    get: operations["docs_script"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Health
     * @description Service and database health.
     */
    get: operations["health"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/llms.txt": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Service description for language models
     * @description A plain-text description of the service for language models.
     */
    get: operations["llms_txt"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/mcp": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Model Context Protocol endpoint
     * @description Model Context Protocol endpoint (Streamable HTTP, stateless): one tool per operation,
     *     run through the same validation, metering and handlers as the REST routes; the service's
     *     OpenAPI document and llms.txt are its resources. GET and DELETE answer 405. A browser page
     *     may call it only from this server's own origin or one listed in `CORS_ORIGINS` (403 otherwise).
     */
    post: operations["mcp"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/openapi.json": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * OpenAPI document
     * @description The published OpenAPI 3.1 document of this service.
     */
    get: operations["openapi_json"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/links": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * List a page's links
     * @description Every link of the rendered page as an absolute URL, optionally only visible or same-site ones.
     */
    post: operations["render_links"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/markdown": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Render a page to Markdown
     * @description The rendered page (after its scripts ran) as Markdown.
     */
    post: operations["render_markdown"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/pdf": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Render a page to PDF
     * @description Prints the page to PDF (letter paper unless `pdfOptions.format` says otherwise).
     */
    post: operations["render_pdf"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/screenshot": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Render a page to an image
     * @description Takes a screenshot of the page: the viewport, the whole page, a rectangle or one element.
     */
    post: operations["render_screenshot"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/snapshot": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Snapshot a page
     * @description Several outputs of one page load: rendered HTML, a base64 PNG screenshot, Markdown and the
     *     accessibility tree, with the page's status and title.
     */
    post: operations["render_snapshot"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description A rectangle of the page, in CSS pixels from its top-left corner. */
    Clip: {
      /**
       * Format: double
       * @description Left edge, 0 to 100,000.
       */
      x: number;
      /**
       * Format: double
       * @description Top edge, 0 to 100,000.
       */
      y: number;
      /**
       * Format: double
       * @description Width, 1 to 3840.
       */
      width: number;
      /**
       * Format: double
       * @description Height, 1 to 16,384.
       */
      height: number;
    };
    /** @description One paid route as listed by the x402 discovery document. */
    "Contract.DiscoveryRoute": {
      /** @description HTTP method and path, for example `GET /x402/uuid`. */
      route: string;
      /** @description Absolute URL of the route. */
      url: string;
      description: string;
      /**
       * Format: double
       * @description Price per call in USD.
       */
      priceUsd: number;
      /**
       * Format: int32
       * @description Free calls per client IP per UTC day on this route.
       */
      freePerIpPerDay: number;
    };
    /**
     * @description The `{success: false, error}` error body used by the UUID and infra services.
     *     `code` and `issues` are our design: a stable machine-readable code and, on 400, one
     *     entry per rejected input.
     */
    "Contract.ErrorEnvelope": {
      /** @enum {boolean} */
      success: false;
      /** @description Human-readable summary. */
      error: string;
      code: components["schemas"]["ErrorCode"];
      /** @description Every rejected input, on validation errors. */
      issues?: components["schemas"]["Contract.ValidationIssue"][];
      /** @description The request's id, as in the `X-Request-Id` response header. */
      requestId?: string;
    };
    /** @description Liveness of the service and its database. */
    "Contract.Health": {
      /**
       * @description `ok` when the database answers, `degraded` otherwise.
       * @enum {string}
       */
      status: "ok" | "degraded";
      /** @description The service name. */
      service: string;
      /** @description The contract version the server implements. */
      version: string;
    };
    /**
     * @description Where a rejected input was found.
     * @enum {string}
     */
    "Contract.IssueLocation": "path" | "query" | "header" | "body";
    /** @description A JSON-RPC 2.0 error answer from the MCP endpoint. */
    "Contract.JsonRpcError": {
      /** @enum {string} */
      jsonrpc: "2.0";
      /** @description The id of the request this answers (string, number or null). */
      id: unknown;
      error: {
        /** Format: int32 */
        code: number;
        message: string;
        data?: unknown;
      };
    };
    /** @description A client's error answer to a server request. */
    "Contract.JsonRpcErrorMessage": {
      /** @enum {string} */
      jsonrpc: "2.0";
      id?: string | components["schemas"]["Contract.SafeJsonInteger"];
      error: {
        code: components["schemas"]["Contract.SafeJsonInteger"];
        message: string;
        data?: unknown;
      };
    };
    /** @description A JSON-RPC 2.0 message sent to the MCP endpoint: exactly one of the four kinds. */
    "Contract.JsonRpcMessage":
      | components["schemas"]["Contract.JsonRpcRequest"]
      | components["schemas"]["Contract.JsonRpcNotification"]
      | components["schemas"]["Contract.JsonRpcResultMessage"]
      | components["schemas"]["Contract.JsonRpcErrorMessage"];
    /** @description Request metadata MCP reads from `params._meta`. */
    "Contract.JsonRpcMeta": {
      /** @description Token for progress notifications about this request. */
      progressToken?: string | components["schemas"]["Contract.SafeJsonInteger"];
    };
    /** @description A notification: no id, no answer. */
    "Contract.JsonRpcNotification": {
      /** @enum {string} */
      jsonrpc: "2.0";
      method: string;
      params?: components["schemas"]["Contract.JsonRpcParams"];
    };
    /** @description Parameters of a request or notification. */
    "Contract.JsonRpcParams": {
      _meta?: components["schemas"]["Contract.JsonRpcMeta"];
    };
    /** @description A request: expects an answer with the same id. */
    "Contract.JsonRpcRequest": {
      /** @enum {string} */
      jsonrpc: "2.0";
      id: string | components["schemas"]["Contract.SafeJsonInteger"];
      method: string;
      params?: components["schemas"]["Contract.JsonRpcParams"];
    };
    /** @description A client's answer to a server request. */
    "Contract.JsonRpcResultMessage": {
      /** @enum {string} */
      jsonrpc: "2.0";
      id: string | components["schemas"]["Contract.SafeJsonInteger"];
      result: Record<string, never>;
    };
    /**
     * @description OAuth 2.0 protected-resource metadata (RFC 9728) of the service. Its credentials are API keys
     *     and session tokens issued by the platform, not OAuth access tokens: no authorization server
     *     issues them, so none is named (`authorization_servers` is absent); the documentation page says
     *     how to get one.
     */
    "Contract.ProtectedResourceMetadata": {
      /** @description The service's base URL: its credentials unlock every route under it, `/mcp` included. */
      resource: string;
      /** @description How a bearer credential is sent: the `Authorization` header only. */
      bearer_methods_supported: "header"[];
      /** @description The service's name. */
      resource_name: string;
      /** @description The service's reference page, which says how to get a credential. */
      resource_documentation: string;
    };
    /**
     * Format: int64
     * @description An integer JSON numbers carry exactly (±2^53−1).
     */
    "Contract.SafeJsonInteger": number;
    /** @description One reason a request was rejected, naming the input it concerns. */
    "Contract.ValidationIssue": {
      /** @description Which part of the request holds the input. */
      location: components["schemas"]["Contract.IssueLocation"];
      /** @description The parameter name, or a JSON pointer into the body (`/items/0/qty`). */
      name: string;
      /** @description What is wrong, in plain words. */
      message: string;
    };
    /**
     * @description The `/.well-known/x402` document: which routes of this service are paid and how.
     *     `version` and `resources` follow x402scan's discovery format; `routes` is our design and
     *     mirrors the hosted-tool catalogue's route entries.
     */
    "Contract.X402Discovery": {
      /** @enum {number} */
      version: 1;
      /**
       * @description x402 protocol version the server speaks.
       * @enum {number}
       */
      x402Version: 2;
      /** @description Absolute URLs of every paid resource. */
      resources: string[];
      routes: components["schemas"]["Contract.DiscoveryRoute"][];
    };
    /**
     * @description An x402 payment header's value (`PAYMENT-SIGNATURE`, or `X-PAYMENT` for protocol version 1):
     *     base64 — the standard or the URL-safe alphabet, padding optional — of the JSON
     *     `PaymentPayload` the payer's wallet signed, at most 16 KiB.
     *
     *     A value that is not base64 answers 400. One that is, but does not hold a payment the server
     *     can accept for the route (not JSON, another `x402Version`, the wrong amount, payee, asset or
     *     network, a bad signature, an expired or already used authorization), answers 402 with the
     *     terms in `PAYMENT-REQUIRED` and the reason, as any refused payment does; nothing is charged.
     */
    "Contract.X402Payment": string;
    /** @description A CSS length as Chromium's printer takes it: a number with `px`, `in`, `cm` or `mm`, or `0`. */
    CssLength: string;
    /** @description A CSS selector as `document.querySelector` takes it, 1 to 1024 characters. */
    CssSelector: string;
    /** @description When navigation counts as done. */
    GotoOptions: {
      /**
       * @description `load` (default), `domcontentloaded`, or `networkidle0` / `networkidle2`: both mean Chromium saw
       *     no network connection for 500 ms (Playwright's `networkidle`; Puppeteer's two thresholds are
       *     not distinguished).
       * @default load
       * @enum {string}
       */
      waitUntil: "load" | "domcontentloaded" | "networkidle0" | "networkidle2";
      /**
       * Format: int32
       * @description How long the whole call may take, in ms, queueing, loading and waits included (10,000 to
       *     60,000; default the server's `BROWSER_CALL_TIMEOUT_MS`, and never more than its
       *     `BROWSER_CALL_TIMEOUT_MAX_MS`). Past it the call answers 504 `upstream_timeout`. The floor
       *     leaves room for the waits: `waitForTimeout` is at most 5 s, `waitForSelector.timeout` 10 s.
       */
      timeout?: number;
    };
    /** @description A header value: at most 1024 characters of space, visible ASCII and Latin-1. */
    HeaderValue: string;
    /** @description A link-list render. */
    LinksRequest: {
      /**
       * @description The page to load: http or https only, at most 2048 characters. A host the egress policy
       *     refuses (internal addresses; under `OUTBOUND_NETWORK=loopback` anything but loopback) answers
       *     403 `url_refused`. Not with `html`.
       */
      url?: components["schemas"]["PageUrl"];
      /**
       * @description The page itself, loaded as a document of its own: relative links stay relative (only a
       *     `<base href>` makes them absolute), and what it loads passes the egress policy (`file:` is
       *     refused). At most 200,000 characters, without control characters other than tab, line feed
       *     and carriage return, so that any request fits the server's 1 MiB body limit; a larger page
       *     is rendered from its `url`. Not with `url`.
       */
      html?: string;
      /** @description When navigation counts as done, and how long the render may take. */
      gotoOptions?: components["schemas"]["GotoOptions"];
      /** @description Wait for an element after navigation. */
      waitForSelector?: components["schemas"]["WaitForSelector"];
      /**
       * Format: int32
       * @description Wait this many ms after navigation and `waitForSelector` (0 to 5,000).
       */
      waitForTimeout?: number;
      /** @description The browser window; default 1280 x 720 at scale 1. */
      viewport?: components["schemas"]["Viewport"];
      /** @description The `User-Agent` Chromium sends, 1 to 512 characters of space, visible ASCII and Latin-1. */
      userAgent?: string;
      /**
       * @description Headers sent with every request the page makes (at most 20, or 400 naming the member; names are HTTP tokens, values at
       *     most 1024 characters). A name that is not a token answers 400 naming it.
       */
      setExtraHTTPHeaders?: Record<string, never>;
      /**
       * @description Run the page's scripts (default true).
       * @default true
       */
      setJavaScriptEnabled: boolean;
      /** @description Resource types never fetched (requests for them fail as blocked); repeats are ignored. */
      rejectResourceTypes?: (
        | "stylesheet"
        | "image"
        | "media"
        | "font"
        | "script"
        | "texttrack"
        | "xhr"
        | "fetch"
        | "eventsource"
        | "websocket"
        | "manifest"
        | "other"
      )[];
      /**
       * @description The CSS media type emulated: `screen` or `print` (default: the route's own, print for PDF).
       * @enum {string}
       */
      emulateMediaType?: "screen" | "print";
      /**
       * @description Only links a visitor can see (the element has a size and is not hidden by CSS).
       * @default false
       */
      visibleLinksOnly: boolean;
      /**
       * @description Only links to the page's own host. `www.` is ignored on both sides (`example.com` and
       *     `www.example.com` are one site); other subdomains count as external (no public-suffix list is
       *     consulted). Inline `html` has no host of its own: its `<base href>` names it, and without one
       *     every link is external.
       * @default false
       */
      excludeExternalLinks: boolean;
    };
    /**
     * @description The page's links.
     * @example {
     *       "success": true,
     *       "url": "https://example.com/",
     *       "title": "Example Domain",
     *       "links": [
     *         "https://www.iana.org/domains/example"
     *       ]
     *     }
     */
    LinksResult: {
      /** @enum {boolean} */
      success: true;
      /** @description The page's address after redirects; absent for inline `html`, which has none. */
      url?: string;
      /** @description The document's `<title>` (empty when it has none). */
      title: string;
      /**
       * @description Every `<a href>` and `<area href>` of the rendered page as an absolute http or https URL,
       *     resolved against the document's base (its URL, or `<base href>`), without the `#fragment`,
       *     deduplicated, in document order; `mailto:`, `javascript:` and other schemes are left out.
       */
      links: string[];
    };
    /** @description A Markdown render. */
    MarkdownRequest: {
      /**
       * @description The page to load: http or https only, at most 2048 characters. A host the egress policy
       *     refuses (internal addresses; under `OUTBOUND_NETWORK=loopback` anything but loopback) answers
       *     403 `url_refused`. Not with `html`.
       */
      url?: components["schemas"]["PageUrl"];
      /**
       * @description The page itself, loaded as a document of its own: relative links stay relative (only a
       *     `<base href>` makes them absolute), and what it loads passes the egress policy (`file:` is
       *     refused). At most 200,000 characters, without control characters other than tab, line feed
       *     and carriage return, so that any request fits the server's 1 MiB body limit; a larger page
       *     is rendered from its `url`. Not with `url`.
       */
      html?: string;
      /** @description When navigation counts as done, and how long the render may take. */
      gotoOptions?: components["schemas"]["GotoOptions"];
      /** @description Wait for an element after navigation. */
      waitForSelector?: components["schemas"]["WaitForSelector"];
      /**
       * Format: int32
       * @description Wait this many ms after navigation and `waitForSelector` (0 to 5,000).
       */
      waitForTimeout?: number;
      /** @description The browser window; default 1280 x 720 at scale 1. */
      viewport?: components["schemas"]["Viewport"];
      /** @description The `User-Agent` Chromium sends, 1 to 512 characters of space, visible ASCII and Latin-1. */
      userAgent?: string;
      /**
       * @description Headers sent with every request the page makes (at most 20, or 400 naming the member; names are HTTP tokens, values at
       *     most 1024 characters). A name that is not a token answers 400 naming it.
       */
      setExtraHTTPHeaders?: Record<string, never>;
      /**
       * @description Run the page's scripts (default true).
       * @default true
       */
      setJavaScriptEnabled: boolean;
      /** @description Resource types never fetched (requests for them fail as blocked); repeats are ignored. */
      rejectResourceTypes?: (
        | "stylesheet"
        | "image"
        | "media"
        | "font"
        | "script"
        | "texttrack"
        | "xhr"
        | "fetch"
        | "eventsource"
        | "websocket"
        | "manifest"
        | "other"
      )[];
      /**
       * @description The CSS media type emulated: `screen` or `print` (default: the route's own, print for PDF).
       * @enum {string}
       */
      emulateMediaType?: "screen" | "print";
    };
    /**
     * @description The rendered page as Markdown.
     * @example {
     *       "success": true,
     *       "url": "https://example.com/",
     *       "title": "Example Domain",
     *       "markdown": "# Example Domain\n\nThis domain is for use in illustrative examples.\n"
     *     }
     */
    MarkdownResult: {
      /** @enum {boolean} */
      success: true;
      /** @description The page's address after redirects; absent for inline `html`, which has none. */
      url?: string;
      /** @description The document's `<title>` (empty when it has none). */
      title: string;
      /** @description The rendered document (after scripts ran) as Markdown; links are absolute. */
      markdown: string;
    };
    /** @description An absolute http or https URL, at most 2048 characters. */
    PageUrl: string;
    /** @description Blank space around each printed page. */
    PdfMargin: {
      /** @description Top margin (default 0); a header template needs room here. */
      top?: components["schemas"]["CssLength"];
      /** @description Right margin (default 0). */
      right?: components["schemas"]["CssLength"];
      /** @description Bottom margin (default 0); a footer template needs room here. */
      bottom?: components["schemas"]["CssLength"];
      /** @description Left margin (default 0). */
      left?: components["schemas"]["CssLength"];
    };
    /** @description How the page is printed. */
    PdfOptions: {
      /**
       * @description Paper size (default `letter`).
       * @default letter
       * @enum {string}
       */
      format: "letter" | "legal" | "tabloid" | "ledger" | "a0" | "a1" | "a2" | "a3" | "a4" | "a5" | "a6";
      /**
       * @description Print in landscape orientation.
       * @default false
       */
      landscape: boolean;
      /**
       * Format: double
       * @description Zoom of the page's rendering, 0.1 to 2 (default 1).
       * @default 1
       */
      scale: number;
      /** @description Page margins. Margins that leave no room on the paper answer 400 naming this member. */
      margin?: components["schemas"]["PdfMargin"];
      /**
       * @description Print `headerTemplate` and `footerTemplate`. Defaults to true when either template is given
       *     (Chromium prints neither without it: puppeteer #1822), false otherwise. The templates need room
       *     in `margin.top` / `margin.bottom` to be seen; when a template is given without that margin, the
       *     server uses 1cm.
       */
      displayHeaderFooter?: boolean;
      /**
       * @description HTML printed at the top of each page (at most 10,000 characters). Elements with the classes
       *     `date`, `title`, `url`, `pageNumber` and `totalPages` get those values. It loads nothing: inline
       *     styles and `data:` images only. Chromium's default font size there is tiny: set one.
       */
      headerTemplate?: string;
      /** @description HTML printed at the bottom of each page; as `headerTemplate`. */
      footerTemplate?: string;
      /**
       * @description Print background colours and images.
       * @default false
       */
      printBackground: boolean;
      /**
       * @description Pages to print, one-based, such as `1-5, 8, 11-13` (default: all). Ranges past the document's
       *     end are cut off; a range that selects no page answers 400 naming `pdfOptions.pageRanges`.
       */
      pageRanges?: string;
      /**
       * @description Use the page's CSS `@page` size instead of `format`.
       * @default false
       */
      preferCSSPageSize: boolean;
    };
    /**
     * @description A PDF render. The document may have at most 100 pages after `pageRanges` (the browser pool's
     *     cap); more answers 413 `content_too_large`.
     */
    PdfRequest: {
      /**
       * @description The page to load: http or https only, at most 2048 characters. A host the egress policy
       *     refuses (internal addresses; under `OUTBOUND_NETWORK=loopback` anything but loopback) answers
       *     403 `url_refused`. Not with `html`.
       */
      url?: components["schemas"]["PageUrl"];
      /**
       * @description The page itself, loaded as a document of its own: relative links stay relative (only a
       *     `<base href>` makes them absolute), and what it loads passes the egress policy (`file:` is
       *     refused). At most 200,000 characters, without control characters other than tab, line feed
       *     and carriage return, so that any request fits the server's 1 MiB body limit; a larger page
       *     is rendered from its `url`. Not with `url`.
       */
      html?: string;
      /** @description When navigation counts as done, and how long the render may take. */
      gotoOptions?: components["schemas"]["GotoOptions"];
      /** @description Wait for an element after navigation. */
      waitForSelector?: components["schemas"]["WaitForSelector"];
      /**
       * Format: int32
       * @description Wait this many ms after navigation and `waitForSelector` (0 to 5,000).
       */
      waitForTimeout?: number;
      /** @description The browser window; default 1280 x 720 at scale 1. */
      viewport?: components["schemas"]["Viewport"];
      /** @description The `User-Agent` Chromium sends, 1 to 512 characters of space, visible ASCII and Latin-1. */
      userAgent?: string;
      /**
       * @description Headers sent with every request the page makes (at most 20, or 400 naming the member; names are HTTP tokens, values at
       *     most 1024 characters). A name that is not a token answers 400 naming it.
       */
      setExtraHTTPHeaders?: Record<string, never>;
      /**
       * @description Run the page's scripts (default true).
       * @default true
       */
      setJavaScriptEnabled: boolean;
      /** @description Resource types never fetched (requests for them fail as blocked); repeats are ignored. */
      rejectResourceTypes?: (
        | "stylesheet"
        | "image"
        | "media"
        | "font"
        | "script"
        | "texttrack"
        | "xhr"
        | "fetch"
        | "eventsource"
        | "websocket"
        | "manifest"
        | "other"
      )[];
      /**
       * @description The CSS media type emulated: `screen` or `print` (default: the route's own, print for PDF).
       * @enum {string}
       */
      emulateMediaType?: "screen" | "print";
      /** @description How the page is printed. */
      pdfOptions?: components["schemas"]["PdfOptions"];
    };
    /** @description How the screenshot is taken. */
    ScreenshotOptions: {
      /**
       * @description Image format (default `png`). WebP is encoded by the server (sharp) from Chromium's PNG.
       * @default png
       * @enum {string}
       */
      type: "png" | "jpeg" | "webp";
      /**
       * Format: int32
       * @description JPEG or WebP quality, 0 to 100 (default 80); with `png` it answers 400 naming it.
       */
      quality?: number;
      /**
       * @description The whole scrollable page, not just the viewport. The page is scrolled to its end first, so
       *     lazily loaded content is in the picture. A page taller than 16,384 CSS pixels (Chromium's
       *     texture limit, the browser pool's cap) answers 413 `content_too_large`. Not with `clip` or
       *     `selector`.
       * @default false
       */
      fullPage: boolean;
      /** @description Only this rectangle of the page. Not with `fullPage` or `selector`. */
      clip?: components["schemas"]["Clip"];
      /**
       * @description A transparent background where the page has none (PNG and WebP; JPEG has no alpha).
       * @default false
       */
      omitBackground: boolean;
    };
    /** @description A screenshot render. */
    ScreenshotRequest: {
      /**
       * @description The page to load: http or https only, at most 2048 characters. A host the egress policy
       *     refuses (internal addresses; under `OUTBOUND_NETWORK=loopback` anything but loopback) answers
       *     403 `url_refused`. Not with `html`.
       */
      url?: components["schemas"]["PageUrl"];
      /**
       * @description The page itself, loaded as a document of its own: relative links stay relative (only a
       *     `<base href>` makes them absolute), and what it loads passes the egress policy (`file:` is
       *     refused). At most 200,000 characters, without control characters other than tab, line feed
       *     and carriage return, so that any request fits the server's 1 MiB body limit; a larger page
       *     is rendered from its `url`. Not with `url`.
       */
      html?: string;
      /** @description When navigation counts as done, and how long the render may take. */
      gotoOptions?: components["schemas"]["GotoOptions"];
      /** @description Wait for an element after navigation. */
      waitForSelector?: components["schemas"]["WaitForSelector"];
      /**
       * Format: int32
       * @description Wait this many ms after navigation and `waitForSelector` (0 to 5,000).
       */
      waitForTimeout?: number;
      /** @description The browser window; default 1280 x 720 at scale 1. */
      viewport?: components["schemas"]["Viewport"];
      /** @description The `User-Agent` Chromium sends, 1 to 512 characters of space, visible ASCII and Latin-1. */
      userAgent?: string;
      /**
       * @description Headers sent with every request the page makes (at most 20, or 400 naming the member; names are HTTP tokens, values at
       *     most 1024 characters). A name that is not a token answers 400 naming it.
       */
      setExtraHTTPHeaders?: Record<string, never>;
      /**
       * @description Run the page's scripts (default true).
       * @default true
       */
      setJavaScriptEnabled: boolean;
      /** @description Resource types never fetched (requests for them fail as blocked); repeats are ignored. */
      rejectResourceTypes?: (
        | "stylesheet"
        | "image"
        | "media"
        | "font"
        | "script"
        | "texttrack"
        | "xhr"
        | "fetch"
        | "eventsource"
        | "websocket"
        | "manifest"
        | "other"
      )[];
      /**
       * @description The CSS media type emulated: `screen` or `print` (default: the route's own, print for PDF).
       * @enum {string}
       */
      emulateMediaType?: "screen" | "print";
      /** @description How the screenshot is taken. */
      screenshotOptions?: components["schemas"]["ScreenshotOptions"];
      /**
       * @description Only the first element matching this CSS selector. One that does not parse, or matches
       *     nothing, answers 400 naming it. Not with `screenshotOptions.fullPage` or `clip`.
       */
      selector?: components["schemas"]["CssSelector"];
    };
    /** @description A snapshot render: several outputs of one page load. */
    SnapshotRequest: {
      /**
       * @description The page to load: http or https only, at most 2048 characters. A host the egress policy
       *     refuses (internal addresses; under `OUTBOUND_NETWORK=loopback` anything but loopback) answers
       *     403 `url_refused`. Not with `html`.
       */
      url?: components["schemas"]["PageUrl"];
      /**
       * @description The page itself, loaded as a document of its own: relative links stay relative (only a
       *     `<base href>` makes them absolute), and what it loads passes the egress policy (`file:` is
       *     refused). At most 200,000 characters, without control characters other than tab, line feed
       *     and carriage return, so that any request fits the server's 1 MiB body limit; a larger page
       *     is rendered from its `url`. Not with `url`.
       */
      html?: string;
      /** @description When navigation counts as done, and how long the render may take. */
      gotoOptions?: components["schemas"]["GotoOptions"];
      /** @description Wait for an element after navigation. */
      waitForSelector?: components["schemas"]["WaitForSelector"];
      /**
       * Format: int32
       * @description Wait this many ms after navigation and `waitForSelector` (0 to 5,000).
       */
      waitForTimeout?: number;
      /** @description The browser window; default 1280 x 720 at scale 1. */
      viewport?: components["schemas"]["Viewport"];
      /** @description The `User-Agent` Chromium sends, 1 to 512 characters of space, visible ASCII and Latin-1. */
      userAgent?: string;
      /**
       * @description Headers sent with every request the page makes (at most 20, or 400 naming the member; names are HTTP tokens, values at
       *     most 1024 characters). A name that is not a token answers 400 naming it.
       */
      setExtraHTTPHeaders?: Record<string, never>;
      /**
       * @description Run the page's scripts (default true).
       * @default true
       */
      setJavaScriptEnabled: boolean;
      /** @description Resource types never fetched (requests for them fail as blocked); repeats are ignored. */
      rejectResourceTypes?: (
        | "stylesheet"
        | "image"
        | "media"
        | "font"
        | "script"
        | "texttrack"
        | "xhr"
        | "fetch"
        | "eventsource"
        | "websocket"
        | "manifest"
        | "other"
      )[];
      /**
       * @description The CSS media type emulated: `screen` or `print` (default: the route's own, print for PDF).
       * @enum {string}
       */
      emulateMediaType?: "screen" | "print";
      /** @description The outputs wanted (default `html` and `screenshot`); repeats are ignored. */
      formats?: ("html" | "screenshot" | "markdown" | "accessibilityTree")[];
    };
    /**
     * @description The outputs of one page load, those asked for in `formats`.
     * @example {
     *       "success": true,
     *       "status": 200,
     *       "url": "https://example.com/",
     *       "title": "Example Domain",
     *       "html": "<html><head><title>Example Domain</title></head><body><h1>Example Domain</h1></body></html>"
     *     }
     */
    SnapshotResult: {
      /** @enum {boolean} */
      success: true;
      /** @description The page's address after redirects; absent for inline `html`, which has none. */
      url?: string;
      /** @description The document's `<title>` (empty when it has none). */
      title: string;
      /**
       * Format: int32
       * @description The HTTP status of the page's main document (200 for inline `html`); always 2xx (see 502).
       */
      status: number;
      /** @description The rendered document (the DOM after scripts ran), serialized as HTML. */
      html?: string;
      /** @description A PNG of the viewport, base64. */
      screenshot?: string;
      /** @description The rendered page as Markdown (the same converter as the crawler and `/v1/markdown`). */
      markdown?: string;
      /**
       * @description The page's accessibility tree as Playwright's ARIA snapshot: YAML text, one `- role "name"`
       *     line per node, children indented below their parent (see playwright.dev/docs/aria-snapshots).
       */
      accessibilityTree?: string;
    };
    /** @description The browser window. */
    Viewport: {
      /**
       * Format: int32
       * @description CSS pixels, 16 to 3840.
       */
      width: number;
      /**
       * Format: int32
       * @description CSS pixels, 16 to 4320.
       */
      height: number;
      /**
       * Format: double
       * @description Device pixels per CSS pixel, 0.25 to 3 (default 1); screenshots are this many times larger.
       * @default 1
       */
      deviceScaleFactor: number;
      /**
       * @description Emulate a mobile device (the meta viewport tag is honoured).
       * @default false
       */
      isMobile: boolean;
      /**
       * @description Emulate touch support.
       * @default false
       */
      hasTouch: boolean;
      /**
       * @description Emulate landscape orientation (no effect on the size; swap width and height for that).
       * @default false
       */
      isLandscape: boolean;
    };
    /** @description Wait for an element after navigation (before `waitForTimeout`). */
    WaitForSelector: {
      /**
       * @description The CSS selector to wait for. One that does not parse, or whose element is not in the state
       *     asked for within `timeout`, answers 400 naming it (the page does not fit the request; nothing
       *     is charged).
       */
      selector: components["schemas"]["CssSelector"];
      /**
       * @description Wait until the element is absent or hidden; not with `visible`.
       * @default false
       */
      hidden: boolean;
      /**
       * @description Wait until the element is visible (not just attached); not with `hidden`.
       * @default false
       */
      visible: boolean;
      /**
       * Format: int32
       * @description How long to wait, in ms (0 to 10,000; default 5,000). The wait also ends 1 s before the call's
       *     budget (`gotoOptions.timeout`) runs out, so the answer is this 400, not a 504.
       * @default 5000
       */
      timeout: number;
    };
    /**
     * @description Stable, machine-readable error code, carried as `code` in every error body. Each error
     *     response lists the codes it can carry; the wording of messages may change, codes do not.
     *
     *     | Status | Code | Meaning |
     *     |---|---|---|
     *     | 400 | `validation_failed` | A parameter, header or body member breaks the contract; the body names each rejected input. |
     *     | 400 | `malformed_json` | The body is not valid JSON. |
     *     | 400 | `body_not_decodable` | The body does not decode as its `Content-Encoding` says. |
     *     | 400 | `malformed_multipart` | The `multipart/form-data` body does not parse. |
     *     | 400 | `invalid_cursor` | The paging `cursor` is not one this list returned. |
     *     | 400 | `malformed_http` | The request is not valid HTTP/1.1 (a header holds a character HTTP does not allow, or the request line is malformed). |
     *     | 400 | `payment_header_malformed` | `PAYMENT-SIGNATURE` (or `X-PAYMENT`) is not base64; nothing was charged. |
     *     | 401 | `credentials_required` | This operation needs a credential and none was sent. |
     *     | 401 | `invalid_credentials` | The credential sent is unknown, expired or revoked. |
     *     | 401 | `malformed_authorization` | `Authorization` is not `Bearer <token>`. |
     *     | 401 | `wrong_credential_kind` | The credential is valid but of a kind this operation does not take (for example a key with no person behind it where a person's session is needed). |
     *     | 402 | `payment_required` | An unpaid call without a credential and without a body (a discovery probe): the x402 terms, with the route's input schema in the `bazaar` extension. Nothing was charged and no free call was spent. |
     *     | 402 | `free_allowance_spent` | This client IP has used its free calls on this route today; pay with x402 or a funded API key. |
     *     | 402 | `insufficient_credits` | The API key's account holds fewer credits than the call costs. |
     *     | 402 | `credit_limit_reached` | The call would take this API key, or one of its parent keys, past its credit limit. |
     *     | 402 | `key_disabled` | This API key or one of its parent keys is disabled and cannot pay. |
     *     | 402 | `payment_invalid` | The x402 payment does not verify (signature, amount, asset, network or recipient), or the header holds no payment. |
     *     | 402 | `payment_expired` | The x402 authorization is outside its validity window (expired, not yet valid, or valid for too long). |
     *     | 402 | `payment_nonce_reused` | The x402 authorization's nonce was used by an earlier payment; sign a new one. |
     *     | 402 | `payment_not_settled` | The facilitator could not settle the verified payment; nothing was charged. |
     *     | 402 | `facilitator_unavailable` | The x402 facilitator could not be reached or answered badly; nothing was charged. Retry later. |
     *     | 403 | `forbidden` | The caller is known but may not do this. |
     *     | 403 | `url_refused` | The URL, one of its redirects or a resource its page loads points where the egress policy forbids (an internal address, or a scheme other than http and https); nothing was charged. |
     *     | 403 | `admin_only` | This operation is for administrators. |
     *     | 404 | `not_found` | No such record, or it is outside what the caller may see. |
     *     | 404 | `route_not_found` | No operation of this service has this path. |
     *     | 405 | `method_not_allowed` | The path exists but not with this method; `Allow` lists the methods. |
     *     | 408 | `request_timeout` | The request or its body stopped arriving; the connection is closed after this answer. |
     *     | 409 | `conflict` | The request is valid but the current state refuses it; the message says why. |
     *     | 413 | `payload_too_large` | The body (as sent or decoded) or an uploaded file is larger than the limit. |
     *     | 413 | `content_too_large` | The fetched page or its rendering passes a cap (bytes after decompression, page height, PDF pages); the body names the cap. Nothing was charged. |
     *     | 415 | `unsupported_media_type` | The body's media type, charset or content coding is not one the operation takes. |
     *     | 415 | `unsupported_content_type` | The URL answered with a media type this tool does not read (the body names it); nothing was charged. |
     *     | 416 | `range_not_satisfiable` | The `Range` asks for bytes wholly past the object's end; `Content-Range` gives its size. |
     *     | 422 | `unprocessable` | The input is well formed but could not be processed. |
     *     | 429 | `rate_limited` | Too many calls for this caller or client; `Retry-After` says when to retry. |
     *     | 429 | `key_requests_exhausted` | The API key has no requests remaining in its window; `Retry-After` says when it refills. |
     *     | 431 | `headers_too_large` | The request line and headers are larger than the server reads. |
     *     | 500 | `internal` | The server failed; nothing was changed or charged. |
     *     | 502 | `processor_unavailable` | The payment processor could not be reached or failed; nothing was charged. |
     *     | 502 | `processor_rejected` | The payment processor refused the call or answered without what was needed; nothing was charged. |
     *     | 502 | `upstream_unreachable` | The URL's host does not resolve or refuses the connection; nothing was charged. |
     *     | 502 | `upstream_error` | The URL answered 4xx or 5xx; the message names the status it answered. Nothing was charged. |
     *     | 503 | `unavailable` | The database is unavailable; nothing was charged. Retry later. |
     *     | 503 | `browser_busy` | Every browser slot is in use and the queue is full; `Retry-After` says when to retry. Nothing was charged. |
     *     | 503 | `browser_crashed` | The headless browser crashed during the call and is being restarted; retry. Nothing was charged. |
     *     | 504 | `upstream_timeout` | The page did not load (or render) within the call's wall-clock cap; nothing was charged. |
     * @enum {string}
     */
    ErrorCode:
      | "validation_failed"
      | "malformed_json"
      | "body_not_decodable"
      | "malformed_multipart"
      | "invalid_cursor"
      | "malformed_http"
      | "payment_header_malformed"
      | "credentials_required"
      | "invalid_credentials"
      | "malformed_authorization"
      | "wrong_credential_kind"
      | "payment_required"
      | "free_allowance_spent"
      | "insufficient_credits"
      | "credit_limit_reached"
      | "key_disabled"
      | "payment_invalid"
      | "payment_expired"
      | "payment_nonce_reused"
      | "payment_not_settled"
      | "facilitator_unavailable"
      | "forbidden"
      | "url_refused"
      | "admin_only"
      | "not_found"
      | "route_not_found"
      | "method_not_allowed"
      | "request_timeout"
      | "conflict"
      | "payload_too_large"
      | "content_too_large"
      | "unsupported_media_type"
      | "unsupported_content_type"
      | "range_not_satisfiable"
      | "unprocessable"
      | "rate_limited"
      | "key_requests_exhausted"
      | "headers_too_large"
      | "internal"
      | "processor_unavailable"
      | "processor_rejected"
      | "upstream_unreachable"
      | "upstream_error"
      | "unavailable"
      | "browser_busy"
      | "browser_crashed"
      | "upstream_timeout";
    /** @description The error body of a 400 answer: `code` is one of `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
    ErrorEnvelope400: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?:
        | "validation_failed"
        | "malformed_json"
        | "body_not_decodable"
        | "malformed_multipart"
        | "invalid_cursor"
        | "malformed_http";
    };
    /** @description The error body of a 400 answer: `code` is one of `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`, `payment_header_malformed`. */
    ErrorEnvelope400Priced: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?:
        | "validation_failed"
        | "malformed_json"
        | "body_not_decodable"
        | "malformed_multipart"
        | "invalid_cursor"
        | "malformed_http"
        | "payment_header_malformed";
    };
    /** @description The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
    ErrorEnvelope401: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?:
        | "credentials_required"
        | "invalid_credentials"
        | "malformed_authorization"
        | "wrong_credential_kind";
    };
    /** @description The error body of a 402 answer: `code` is one of `payment_required`, `free_allowance_spent`, `insufficient_credits`, `credit_limit_reached`, `key_disabled`, `payment_invalid`, `payment_expired`, `payment_nonce_reused`, `payment_not_settled`, `facilitator_unavailable`. */
    ErrorEnvelope402Priced: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?:
        | "payment_required"
        | "free_allowance_spent"
        | "insufficient_credits"
        | "credit_limit_reached"
        | "key_disabled"
        | "payment_invalid"
        | "payment_expired"
        | "payment_nonce_reused"
        | "payment_not_settled"
        | "facilitator_unavailable";
    };
    /** @description The error body of a 403 answer: `code` is one of `forbidden`, `url_refused`, `admin_only`. */
    ErrorEnvelope403UrlRefused: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "forbidden" | "url_refused" | "admin_only";
    };
    /** @description The error body of a 408 answer: `code` is one of `request_timeout`. */
    ErrorEnvelope408: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "request_timeout";
    };
    /** @description The error body of a 413 answer: `code` is one of `payload_too_large`, `content_too_large`. */
    ErrorEnvelope413ContentTooLarge: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "payload_too_large" | "content_too_large";
    };
    /** @description The error body of a 415 answer: `code` is one of `unsupported_media_type`, `unsupported_content_type`. */
    ErrorEnvelope415UnsupportedContentType: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "unsupported_media_type" | "unsupported_content_type";
    };
    /** @description The error body of a 429 answer: `code` is one of `rate_limited`, `key_requests_exhausted`. */
    ErrorEnvelope429: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "rate_limited" | "key_requests_exhausted";
    };
    /** @description The error body of a 502 answer: `code` is one of `processor_unavailable`, `processor_rejected`, `upstream_unreachable`, `upstream_error`. */
    ErrorEnvelope502UpstreamUnreachableUpstreamError: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "processor_unavailable" | "processor_rejected" | "upstream_unreachable" | "upstream_error";
    };
    /** @description The error body of a 503 answer: `code` is one of `unavailable`, `browser_busy`, `browser_crashed`. */
    ErrorEnvelope503BrowserBusyBrowserCrashed: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "unavailable" | "browser_busy" | "browser_crashed";
    };
    /** @description The error body of a 504 answer: `code` is one of `upstream_timeout`. */
    ErrorEnvelope504UpstreamTimeout: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "upstream_timeout";
    };
  };
  responses: never;
  parameters: {
    /**
     * @description x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
     *     base64 that holds no payment this route accepts: 402 with the terms and the reason.
     */
    "Contract.PaymentHeaders.paymentSignature": components["schemas"]["Contract.X402Payment"];
    /** @description x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
    "Contract.PaymentHeaders.xPayment": components["schemas"]["Contract.X402Payment"];
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  oauth_protected_resource: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.ProtectedResourceMetadata"];
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  x402_discovery: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.X402Discovery"];
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  docs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/html": string;
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  docs_script: {
    parameters: {
      query?: {
        /** @description The bundle's version tag, as the reference page names it (hexadecimal). */
        v?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          "cache-control": string;
          [name: string]: unknown;
        };
        content: {
          "text/javascript": string;
        };
      };
      /** @description A query parameter the route declares holds a value it does not take. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  health: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.Health"];
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  llms_txt: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/plain": string;
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  mcp: {
    parameters: {
      query?: never;
      header: {
        /** @description Must accept both `application/json` and `text/event-stream`. */
        accept: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["Contract.JsonRpcMessage"];
      };
    };
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": Record<string, never>;
        };
      };
      /** @description The request has been accepted for processing, but processing has not yet completed. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server could not understand the request due to invalid syntax. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.JsonRpcError"];
        };
      };
      /**
       * @description A credential sent to `/mcp` that is unknown, revoked or malformed: the service's error body,
       *     with the challenge MCP clients read to find the protected-resource metadata (RFC 9728 §5.1). Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          /** @description `Bearer error="invalid_token", resource_metadata="<base>/.well-known/oauth-protected-resource"`. */
          "WWW-Authenticate": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description Access is forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.JsonRpcError"];
        };
      };
      /** @description Client error */
      406: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.JsonRpcError"];
        };
      };
      /** @description Client error */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.JsonRpcError"];
        };
      };
    };
  };
  openapi_json: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": Record<string, never>;
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  render_links: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
         *     base64 that holds no payment this route accepts: 402 with the terms and the reason.
         */
        "PAYMENT-SIGNATURE"?: components["parameters"]["Contract.PaymentHeaders.paymentSignature"];
        /** @description x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
        "X-PAYMENT"?: components["parameters"]["Contract.PaymentHeaders.xPayment"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "html": "<base href=\"https://example.com/\"><a href=\"/about\">About</a>",
         *       "excludeExternalLinks": true
         *     }
         */
        "application/json": components["schemas"]["LinksRequest"];
      };
    };
    responses: {
      /** @description Success; after an x402 payment, `PAYMENT-RESPONSE` carries the base64 settlement receipt. */
      200: {
        headers: {
          "PAYMENT-RESPONSE"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["LinksResult"];
        };
      };
      /**
       * @description The body is not valid, or its members contradict each other (`url` with `html`, `quality` with
       *     PNG, `clip` with `fullPage`, …), or a selector or page range does not fit the page; `issues`
       *     names the member. Nothing is charged. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`, `payment_header_malformed`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400Priced"];
        };
      };
      /** @description The bearer API key is unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description Payment required: the free allowance is used up, the key lacks credits, or the x402 payment
       *     was refused. `PAYMENT-REQUIRED` holds the x402 v2 terms as base64 JSON.
       *
       *     The order on this route: an unpaid call with no credential, no payment header and no body (or
       *     `{}`) is a discovery probe and gets this 402 first (`payment_required`), before validation and
       *     without spending a free call; the terms' `bazaar` extension carries the route's input schema.
       *     Any other call is validated first (400, free), then paid: an API key's credits, else an x402
       *     payment, else the free allowance, else this 402. Error codes: `payment_required`, `free_allowance_spent`, `insufficient_credits`, `credit_limit_reached`, `key_disabled`, `payment_invalid`, `payment_expired`, `payment_nonce_reused`, `payment_not_settled`, `facilitator_unavailable`.
       */
      402: {
        headers: {
          "PAYMENT-REQUIRED": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402Priced"];
        };
      };
      /**
       * @description `url_refused`: the URL, a redirect or the page's main document goes where the egress policy
       *     forbids (an internal address, `file:`). Nothing is charged. Error codes: `forbidden`, `url_refused`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403UrlRefused"];
        };
      };
      /** @description What every render may answer besides its success.The request body stopped arriving: nothing came for 30 seconds while the server read it. Nothing is charged. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description Too large: the request body is over 1 MiB (`payload_too_large`), or the page is
       *     (`content_too_large`: its HTML over the server's byte cap, a full-page screenshot taller than
       *     its height cap, a PDF with more pages than its page cap). Nothing is charged. Error codes: `payload_too_large`, `content_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413ContentTooLarge"];
        };
      };
      /**
       * @description The body was not sent as `application/json` (`unsupported_media_type`), or the URL answered
       *     something that is not a page (`unsupported_content_type`): only `text/html`,
       *     `application/xhtml+xml` and `text/plain` are rendered; an image, a PDF or a download is refused
       *     on every route. Nothing is charged. Error codes: `unsupported_media_type`, `unsupported_content_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415UnsupportedContentType"];
        };
      };
      /** @description Too many calls: the route allows 60 a minute per caller (client IP, or API key). Nothing is charged. Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope429"];
        };
      };
      /**
       * @description The page could not be had: its host did not answer (`upstream_unreachable`), or its main
       *     document answered 4xx or 5xx, or a 3xx that leads nowhere (`upstream_error`; the message names
       *     the status). Such a page is not rendered, and the call is not charged. Error codes: `processor_unavailable`, `processor_rejected`, `upstream_unreachable`, `upstream_error`.
       */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope502UpstreamUnreachableUpstreamError"];
        };
      };
      /**
       * @description Every browser slot is busy and the queue is full (`browser_busy`, with `Retry-After`), the browser
       *     crashed during the call (`browser_crashed`; it restarts, retry), or the database cannot be
       *     reached. Nothing is charged. Error codes: `unavailable`, `browser_busy`, `browser_crashed`.
       */
      503: {
        headers: {
          /** @description Seconds to wait before retrying, when the server knows. */
          "Retry-After"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503BrowserBusyBrowserCrashed"];
        };
      };
      /**
       * @description The page did not finish loading (or rendering) within the call's budget: `gotoOptions.timeout`,
       *     else the server's `BROWSER_CALL_TIMEOUT_MS` (`upstream_timeout`). Nothing is charged. Error codes: `upstream_timeout`.
       */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope504UpstreamTimeout"];
        };
      };
    };
  };
  render_markdown: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
         *     base64 that holds no payment this route accepts: 402 with the terms and the reason.
         */
        "PAYMENT-SIGNATURE"?: components["parameters"]["Contract.PaymentHeaders.paymentSignature"];
        /** @description x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
        "X-PAYMENT"?: components["parameters"]["Contract.PaymentHeaders.xPayment"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "html": "<h1>Hello</h1><p>World</p>"
         *     }
         */
        "application/json": components["schemas"]["MarkdownRequest"];
      };
    };
    responses: {
      /** @description Success; after an x402 payment, `PAYMENT-RESPONSE` carries the base64 settlement receipt. */
      200: {
        headers: {
          "PAYMENT-RESPONSE"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MarkdownResult"];
        };
      };
      /**
       * @description The body is not valid, or its members contradict each other (`url` with `html`, `quality` with
       *     PNG, `clip` with `fullPage`, …), or a selector or page range does not fit the page; `issues`
       *     names the member. Nothing is charged. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`, `payment_header_malformed`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400Priced"];
        };
      };
      /** @description The bearer API key is unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description Payment required: the free allowance is used up, the key lacks credits, or the x402 payment
       *     was refused. `PAYMENT-REQUIRED` holds the x402 v2 terms as base64 JSON.
       *
       *     The order on this route: an unpaid call with no credential, no payment header and no body (or
       *     `{}`) is a discovery probe and gets this 402 first (`payment_required`), before validation and
       *     without spending a free call; the terms' `bazaar` extension carries the route's input schema.
       *     Any other call is validated first (400, free), then paid: an API key's credits, else an x402
       *     payment, else the free allowance, else this 402. Error codes: `payment_required`, `free_allowance_spent`, `insufficient_credits`, `credit_limit_reached`, `key_disabled`, `payment_invalid`, `payment_expired`, `payment_nonce_reused`, `payment_not_settled`, `facilitator_unavailable`.
       */
      402: {
        headers: {
          "PAYMENT-REQUIRED": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402Priced"];
        };
      };
      /**
       * @description `url_refused`: the URL, a redirect or the page's main document goes where the egress policy
       *     forbids (an internal address, `file:`). Nothing is charged. Error codes: `forbidden`, `url_refused`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403UrlRefused"];
        };
      };
      /** @description What every render may answer besides its success.The request body stopped arriving: nothing came for 30 seconds while the server read it. Nothing is charged. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description Too large: the request body is over 1 MiB (`payload_too_large`), or the page is
       *     (`content_too_large`: its HTML over the server's byte cap, a full-page screenshot taller than
       *     its height cap, a PDF with more pages than its page cap). Nothing is charged. Error codes: `payload_too_large`, `content_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413ContentTooLarge"];
        };
      };
      /**
       * @description The body was not sent as `application/json` (`unsupported_media_type`), or the URL answered
       *     something that is not a page (`unsupported_content_type`): only `text/html`,
       *     `application/xhtml+xml` and `text/plain` are rendered; an image, a PDF or a download is refused
       *     on every route. Nothing is charged. Error codes: `unsupported_media_type`, `unsupported_content_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415UnsupportedContentType"];
        };
      };
      /** @description Too many calls: the route allows 60 a minute per caller (client IP, or API key). Nothing is charged. Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope429"];
        };
      };
      /**
       * @description The page could not be had: its host did not answer (`upstream_unreachable`), or its main
       *     document answered 4xx or 5xx, or a 3xx that leads nowhere (`upstream_error`; the message names
       *     the status). Such a page is not rendered, and the call is not charged. Error codes: `processor_unavailable`, `processor_rejected`, `upstream_unreachable`, `upstream_error`.
       */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope502UpstreamUnreachableUpstreamError"];
        };
      };
      /**
       * @description Every browser slot is busy and the queue is full (`browser_busy`, with `Retry-After`), the browser
       *     crashed during the call (`browser_crashed`; it restarts, retry), or the database cannot be
       *     reached. Nothing is charged. Error codes: `unavailable`, `browser_busy`, `browser_crashed`.
       */
      503: {
        headers: {
          /** @description Seconds to wait before retrying, when the server knows. */
          "Retry-After"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503BrowserBusyBrowserCrashed"];
        };
      };
      /**
       * @description The page did not finish loading (or rendering) within the call's budget: `gotoOptions.timeout`,
       *     else the server's `BROWSER_CALL_TIMEOUT_MS` (`upstream_timeout`). Nothing is charged. Error codes: `upstream_timeout`.
       */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope504UpstreamTimeout"];
        };
      };
    };
  };
  render_pdf: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
         *     base64 that holds no payment this route accepts: 402 with the terms and the reason.
         */
        "PAYMENT-SIGNATURE"?: components["parameters"]["Contract.PaymentHeaders.paymentSignature"];
        /** @description x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
        "X-PAYMENT"?: components["parameters"]["Contract.PaymentHeaders.xPayment"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "html": "<h1>Invoice 42</h1>",
         *       "pdfOptions": {
         *         "format": "a4"
         *       }
         *     }
         */
        "application/json": components["schemas"]["PdfRequest"];
      };
    };
    responses: {
      /** @description The PDF document. */
      200: {
        headers: {
          "PAYMENT-RESPONSE"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/pdf": unknown;
        };
      };
      /**
       * @description The body is not valid, or its members contradict each other (`url` with `html`, `quality` with
       *     PNG, `clip` with `fullPage`, …), or a selector or page range does not fit the page; `issues`
       *     names the member. Nothing is charged. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`, `payment_header_malformed`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400Priced"];
        };
      };
      /** @description The bearer API key is unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description Payment required: the free allowance is used up, the key lacks credits, or the x402 payment
       *     was refused. `PAYMENT-REQUIRED` holds the x402 v2 terms as base64 JSON.
       *
       *     The order on this route: an unpaid call with no credential, no payment header and no body (or
       *     `{}`) is a discovery probe and gets this 402 first (`payment_required`), before validation and
       *     without spending a free call; the terms' `bazaar` extension carries the route's input schema.
       *     Any other call is validated first (400, free), then paid: an API key's credits, else an x402
       *     payment, else the free allowance, else this 402. Error codes: `payment_required`, `free_allowance_spent`, `insufficient_credits`, `credit_limit_reached`, `key_disabled`, `payment_invalid`, `payment_expired`, `payment_nonce_reused`, `payment_not_settled`, `facilitator_unavailable`.
       */
      402: {
        headers: {
          "PAYMENT-REQUIRED": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402Priced"];
        };
      };
      /**
       * @description `url_refused`: the URL, a redirect or the page's main document goes where the egress policy
       *     forbids (an internal address, `file:`). Nothing is charged. Error codes: `forbidden`, `url_refused`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403UrlRefused"];
        };
      };
      /** @description What every render may answer besides its success.The request body stopped arriving: nothing came for 30 seconds while the server read it. Nothing is charged. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description Too large: the request body is over 1 MiB (`payload_too_large`), or the page is
       *     (`content_too_large`: its HTML over the server's byte cap, a full-page screenshot taller than
       *     its height cap, a PDF with more pages than its page cap). Nothing is charged. Error codes: `payload_too_large`, `content_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413ContentTooLarge"];
        };
      };
      /**
       * @description The body was not sent as `application/json` (`unsupported_media_type`), or the URL answered
       *     something that is not a page (`unsupported_content_type`): only `text/html`,
       *     `application/xhtml+xml` and `text/plain` are rendered; an image, a PDF or a download is refused
       *     on every route. Nothing is charged. Error codes: `unsupported_media_type`, `unsupported_content_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415UnsupportedContentType"];
        };
      };
      /** @description Too many calls: the route allows 60 a minute per caller (client IP, or API key). Nothing is charged. Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope429"];
        };
      };
      /**
       * @description The page could not be had: its host did not answer (`upstream_unreachable`), or its main
       *     document answered 4xx or 5xx, or a 3xx that leads nowhere (`upstream_error`; the message names
       *     the status). Such a page is not rendered, and the call is not charged. Error codes: `processor_unavailable`, `processor_rejected`, `upstream_unreachable`, `upstream_error`.
       */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope502UpstreamUnreachableUpstreamError"];
        };
      };
      /**
       * @description Every browser slot is busy and the queue is full (`browser_busy`, with `Retry-After`), the browser
       *     crashed during the call (`browser_crashed`; it restarts, retry), or the database cannot be
       *     reached. Nothing is charged. Error codes: `unavailable`, `browser_busy`, `browser_crashed`.
       */
      503: {
        headers: {
          /** @description Seconds to wait before retrying, when the server knows. */
          "Retry-After"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503BrowserBusyBrowserCrashed"];
        };
      };
      /**
       * @description The page did not finish loading (or rendering) within the call's budget: `gotoOptions.timeout`,
       *     else the server's `BROWSER_CALL_TIMEOUT_MS` (`upstream_timeout`). Nothing is charged. Error codes: `upstream_timeout`.
       */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope504UpstreamTimeout"];
        };
      };
    };
  };
  render_screenshot: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
         *     base64 that holds no payment this route accepts: 402 with the terms and the reason.
         */
        "PAYMENT-SIGNATURE"?: components["parameters"]["Contract.PaymentHeaders.paymentSignature"];
        /** @description x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
        "X-PAYMENT"?: components["parameters"]["Contract.PaymentHeaders.xPayment"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "html": "<h1>Hello</h1>",
         *       "screenshotOptions": {
         *         "type": "jpeg",
         *         "quality": 70
         *       }
         *     }
         */
        "application/json": components["schemas"]["ScreenshotRequest"];
      };
    };
    responses: {
      /** @description The image, in the format asked for. */
      200: {
        headers: {
          "PAYMENT-RESPONSE"?: string;
          [name: string]: unknown;
        };
        content: {
          "image/png": unknown;
          "image/jpeg": unknown;
          "image/webp": unknown;
        };
      };
      /**
       * @description The body is not valid, or its members contradict each other (`url` with `html`, `quality` with
       *     PNG, `clip` with `fullPage`, …), or a selector or page range does not fit the page; `issues`
       *     names the member. Nothing is charged. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`, `payment_header_malformed`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400Priced"];
        };
      };
      /** @description The bearer API key is unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description Payment required: the free allowance is used up, the key lacks credits, or the x402 payment
       *     was refused. `PAYMENT-REQUIRED` holds the x402 v2 terms as base64 JSON.
       *
       *     The order on this route: an unpaid call with no credential, no payment header and no body (or
       *     `{}`) is a discovery probe and gets this 402 first (`payment_required`), before validation and
       *     without spending a free call; the terms' `bazaar` extension carries the route's input schema.
       *     Any other call is validated first (400, free), then paid: an API key's credits, else an x402
       *     payment, else the free allowance, else this 402. Error codes: `payment_required`, `free_allowance_spent`, `insufficient_credits`, `credit_limit_reached`, `key_disabled`, `payment_invalid`, `payment_expired`, `payment_nonce_reused`, `payment_not_settled`, `facilitator_unavailable`.
       */
      402: {
        headers: {
          "PAYMENT-REQUIRED": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402Priced"];
        };
      };
      /**
       * @description `url_refused`: the URL, a redirect or the page's main document goes where the egress policy
       *     forbids (an internal address, `file:`). Nothing is charged. Error codes: `forbidden`, `url_refused`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403UrlRefused"];
        };
      };
      /** @description What every render may answer besides its success.The request body stopped arriving: nothing came for 30 seconds while the server read it. Nothing is charged. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description Too large: the request body is over 1 MiB (`payload_too_large`), or the page is
       *     (`content_too_large`: its HTML over the server's byte cap, a full-page screenshot taller than
       *     its height cap, a PDF with more pages than its page cap). Nothing is charged. Error codes: `payload_too_large`, `content_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413ContentTooLarge"];
        };
      };
      /**
       * @description The body was not sent as `application/json` (`unsupported_media_type`), or the URL answered
       *     something that is not a page (`unsupported_content_type`): only `text/html`,
       *     `application/xhtml+xml` and `text/plain` are rendered; an image, a PDF or a download is refused
       *     on every route. Nothing is charged. Error codes: `unsupported_media_type`, `unsupported_content_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415UnsupportedContentType"];
        };
      };
      /** @description Too many calls: the route allows 60 a minute per caller (client IP, or API key). Nothing is charged. Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope429"];
        };
      };
      /**
       * @description The page could not be had: its host did not answer (`upstream_unreachable`), or its main
       *     document answered 4xx or 5xx, or a 3xx that leads nowhere (`upstream_error`; the message names
       *     the status). Such a page is not rendered, and the call is not charged. Error codes: `processor_unavailable`, `processor_rejected`, `upstream_unreachable`, `upstream_error`.
       */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope502UpstreamUnreachableUpstreamError"];
        };
      };
      /**
       * @description Every browser slot is busy and the queue is full (`browser_busy`, with `Retry-After`), the browser
       *     crashed during the call (`browser_crashed`; it restarts, retry), or the database cannot be
       *     reached. Nothing is charged. Error codes: `unavailable`, `browser_busy`, `browser_crashed`.
       */
      503: {
        headers: {
          /** @description Seconds to wait before retrying, when the server knows. */
          "Retry-After"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503BrowserBusyBrowserCrashed"];
        };
      };
      /**
       * @description The page did not finish loading (or rendering) within the call's budget: `gotoOptions.timeout`,
       *     else the server's `BROWSER_CALL_TIMEOUT_MS` (`upstream_timeout`). Nothing is charged. Error codes: `upstream_timeout`.
       */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope504UpstreamTimeout"];
        };
      };
    };
  };
  render_snapshot: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
         *     base64 that holds no payment this route accepts: 402 with the terms and the reason.
         */
        "PAYMENT-SIGNATURE"?: components["parameters"]["Contract.PaymentHeaders.paymentSignature"];
        /** @description x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
        "X-PAYMENT"?: components["parameters"]["Contract.PaymentHeaders.xPayment"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "html": "<title>Hi</title><h1>Hello</h1>",
         *       "formats": [
         *         "html",
         *         "markdown"
         *       ]
         *     }
         */
        "application/json": components["schemas"]["SnapshotRequest"];
      };
    };
    responses: {
      /** @description Success; after an x402 payment, `PAYMENT-RESPONSE` carries the base64 settlement receipt. */
      200: {
        headers: {
          "PAYMENT-RESPONSE"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SnapshotResult"];
        };
      };
      /**
       * @description The body is not valid, or its members contradict each other (`url` with `html`, `quality` with
       *     PNG, `clip` with `fullPage`, …), or a selector or page range does not fit the page; `issues`
       *     names the member. Nothing is charged. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`, `payment_header_malformed`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400Priced"];
        };
      };
      /** @description The bearer API key is unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description Payment required: the free allowance is used up, the key lacks credits, or the x402 payment
       *     was refused. `PAYMENT-REQUIRED` holds the x402 v2 terms as base64 JSON.
       *
       *     The order on this route: an unpaid call with no credential, no payment header and no body (or
       *     `{}`) is a discovery probe and gets this 402 first (`payment_required`), before validation and
       *     without spending a free call; the terms' `bazaar` extension carries the route's input schema.
       *     Any other call is validated first (400, free), then paid: an API key's credits, else an x402
       *     payment, else the free allowance, else this 402. Error codes: `payment_required`, `free_allowance_spent`, `insufficient_credits`, `credit_limit_reached`, `key_disabled`, `payment_invalid`, `payment_expired`, `payment_nonce_reused`, `payment_not_settled`, `facilitator_unavailable`.
       */
      402: {
        headers: {
          "PAYMENT-REQUIRED": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402Priced"];
        };
      };
      /**
       * @description `url_refused`: the URL, a redirect or the page's main document goes where the egress policy
       *     forbids (an internal address, `file:`). Nothing is charged. Error codes: `forbidden`, `url_refused`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403UrlRefused"];
        };
      };
      /** @description What every render may answer besides its success.The request body stopped arriving: nothing came for 30 seconds while the server read it. Nothing is charged. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description Too large: the request body is over 1 MiB (`payload_too_large`), or the page is
       *     (`content_too_large`: its HTML over the server's byte cap, a full-page screenshot taller than
       *     its height cap, a PDF with more pages than its page cap). Nothing is charged. Error codes: `payload_too_large`, `content_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413ContentTooLarge"];
        };
      };
      /**
       * @description The body was not sent as `application/json` (`unsupported_media_type`), or the URL answered
       *     something that is not a page (`unsupported_content_type`): only `text/html`,
       *     `application/xhtml+xml` and `text/plain` are rendered; an image, a PDF or a download is refused
       *     on every route. Nothing is charged. Error codes: `unsupported_media_type`, `unsupported_content_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415UnsupportedContentType"];
        };
      };
      /** @description Too many calls: the route allows 60 a minute per caller (client IP, or API key). Nothing is charged. Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope429"];
        };
      };
      /**
       * @description The page could not be had: its host did not answer (`upstream_unreachable`), or its main
       *     document answered 4xx or 5xx, or a 3xx that leads nowhere (`upstream_error`; the message names
       *     the status). Such a page is not rendered, and the call is not charged. Error codes: `processor_unavailable`, `processor_rejected`, `upstream_unreachable`, `upstream_error`.
       */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope502UpstreamUnreachableUpstreamError"];
        };
      };
      /**
       * @description Every browser slot is busy and the queue is full (`browser_busy`, with `Retry-After`), the browser
       *     crashed during the call (`browser_crashed`; it restarts, retry), or the database cannot be
       *     reached. Nothing is charged. Error codes: `unavailable`, `browser_busy`, `browser_crashed`.
       */
      503: {
        headers: {
          /** @description Seconds to wait before retrying, when the server knows. */
          "Retry-After"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503BrowserBusyBrowserCrashed"];
        };
      };
      /**
       * @description The page did not finish loading (or rendering) within the call's budget: `gotoOptions.timeout`,
       *     else the server's `BROWSER_CALL_TIMEOUT_MS` (`upstream_timeout`). Nothing is charged. Error codes: `upstream_timeout`.
       */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope504UpstreamTimeout"];
        };
      };
    };
  };
}
