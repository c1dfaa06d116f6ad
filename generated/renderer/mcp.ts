// Generated from spec/renderer by codegen — run `npm run generate`. Do not edit.

import type { ToolDefinition } from "../../runtime/contract.js";

/** MCP tools of spec/renderer: one per operation, run through the same pipeline as REST calls. */
export const rendererTools: ToolDefinition[] = [
  {
    name: "render_links",
    title: "List a page's links",
    description:
      "Every link of the rendered page as an absolute URL, optionally only visible or same-site ones.\n\nPrice: USD 0.005 per call.",
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
          properties: {
            url: {
              type: "string",
              maxLength: 2048,
              pattern: "^[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u0020\\u007F]+$",
              description:
                "The page to load: http or https only, at most 2048 characters. A host the egress policy\nrefuses (internal addresses; under `OUTBOUND_NETWORK=loopback` anything but loopback) answers\n403 `url_refused`. Not with `html`.",
            },
            html: {
              type: "string",
              minLength: 1,
              maxLength: 200000,
              pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
              description:
                "The page itself, loaded as a document of its own: relative links stay relative (only a\n`<base href>` makes them absolute), and what it loads passes the egress policy (`file:` is\nrefused). At most 200,000 characters, without control characters other than tab, line feed\nand carriage return, so that any request fits the server's 1 MiB body limit; a larger page\nis rendered from its `url`. Not with `url`.",
            },
            gotoOptions: {
              type: "object",
              properties: {
                waitUntil: {
                  type: "string",
                  enum: ["load", "domcontentloaded", "networkidle0", "networkidle2"],
                  description:
                    "`load` (default), `domcontentloaded`, or `networkidle0` / `networkidle2`: both mean Chromium saw\nno network connection for 500 ms (Playwright's `networkidle`; Puppeteer's two thresholds are\nnot distinguished).",
                  default: "load",
                },
                timeout: {
                  type: "integer",
                  format: "int32",
                  minimum: 10000,
                  maximum: 60000,
                  description:
                    "How long the whole call may take, in ms, queueing, loading and waits included (10,000 to\n60,000; default the server's `BROWSER_CALL_TIMEOUT_MS`, and never more than its\n`BROWSER_CALL_TIMEOUT_MAX_MS`). Past it the call answers 504 `upstream_timeout`. The floor\nleaves room for the waits: `waitForTimeout` is at most 5 s, `waitForSelector.timeout` 10 s.",
                },
              },
              description: "When navigation counts as done, and how long the render may take.",
            },
            waitForSelector: {
              type: "object",
              required: ["selector"],
              properties: {
                selector: {
                  type: "string",
                  minLength: 1,
                  maxLength: 1024,
                  pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                  description:
                    "The CSS selector to wait for. One that does not parse, or whose element is not in the state\nasked for within `timeout`, answers 400 naming it (the page does not fit the request; nothing\nis charged).",
                },
                hidden: {
                  type: "boolean",
                  description: "Wait until the element is absent or hidden; not with `visible`.",
                  default: false,
                },
                visible: {
                  type: "boolean",
                  description: "Wait until the element is visible (not just attached); not with `hidden`.",
                  default: false,
                },
                timeout: {
                  type: "integer",
                  format: "int32",
                  minimum: 0,
                  maximum: 10000,
                  description:
                    "How long to wait, in ms (0 to 10,000; default 5,000). The wait also ends 1 s before the call's\nbudget (`gotoOptions.timeout`) runs out, so the answer is this 400, not a 504.",
                  default: 5000,
                },
              },
              description: "Wait for an element after navigation.",
            },
            waitForTimeout: {
              type: "integer",
              format: "int32",
              minimum: 0,
              maximum: 5000,
              description: "Wait this many ms after navigation and `waitForSelector` (0 to 5,000).",
            },
            viewport: {
              type: "object",
              required: ["width", "height"],
              properties: {
                width: {
                  type: "integer",
                  format: "int32",
                  minimum: 16,
                  maximum: 3840,
                  description: "CSS pixels, 16 to 3840.",
                },
                height: {
                  type: "integer",
                  format: "int32",
                  minimum: 16,
                  maximum: 4320,
                  description: "CSS pixels, 16 to 4320.",
                },
                deviceScaleFactor: {
                  type: "number",
                  format: "double",
                  minimum: 0.25,
                  maximum: 3,
                  description:
                    "Device pixels per CSS pixel, 0.25 to 3 (default 1); screenshots are this many times larger.",
                  default: 1,
                },
                isMobile: {
                  type: "boolean",
                  description: "Emulate a mobile device (the meta viewport tag is honoured).",
                  default: false,
                },
                hasTouch: {
                  type: "boolean",
                  description: "Emulate touch support.",
                  default: false,
                },
                isLandscape: {
                  type: "boolean",
                  description:
                    "Emulate landscape orientation (no effect on the size; swap width and height for that).",
                  default: false,
                },
              },
              description: "The browser window; default 1280 x 720 at scale 1.",
            },
            userAgent: {
              type: "string",
              minLength: 1,
              maxLength: 512,
              pattern: "^[\\u0020-\\u007E\\u00A0-\\u00FF]*$",
              description:
                "The `User-Agent` Chromium sends, 1 to 512 characters of space, visible ASCII and Latin-1.",
            },
            setExtraHTTPHeaders: {
              type: "object",
              unevaluatedProperties: {
                type: "string",
                maxLength: 1024,
                pattern: "^[\\u0020-\\u007E\\u00A0-\\u00FF]*$",
                description: "A header value: at most 1024 characters of space, visible ASCII and Latin-1.",
              },
              description:
                "Headers sent with every request the page makes (at most 20, or 400 naming the member; names are HTTP tokens, values at\nmost 1024 characters). A name that is not a token answers 400 naming it.",
            },
            setJavaScriptEnabled: {
              type: "boolean",
              description: "Run the page's scripts (default true).",
              default: true,
            },
            rejectResourceTypes: {
              type: "array",
              items: {
                type: "string",
                enum: [
                  "stylesheet",
                  "image",
                  "media",
                  "font",
                  "script",
                  "texttrack",
                  "xhr",
                  "fetch",
                  "eventsource",
                  "websocket",
                  "manifest",
                  "other",
                ],
              },
              maxItems: 12,
              description:
                "Resource types never fetched (requests for them fail as blocked); repeats are ignored.",
            },
            emulateMediaType: {
              type: "string",
              enum: ["screen", "print"],
              description:
                "The CSS media type emulated: `screen` or `print` (default: the route's own, print for PDF).",
            },
            visibleLinksOnly: {
              type: "boolean",
              description: "Only links a visitor can see (the element has a size and is not hidden by CSS).",
              default: false,
            },
            excludeExternalLinks: {
              type: "boolean",
              description:
                "Only links to the page's own host. `www.` is ignored on both sides (`example.com` and\n`www.example.com` are one site); other subdomains count as external (no public-suffix list is\nconsulted). Inline `html` has no host of its own: its `<base href>` names it, and without one\nevery link is external.",
              default: false,
            },
          },
          description: "A link-list render.",
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["success", "title", "links"],
      properties: {
        success: {
          type: "boolean",
          enum: [true],
        },
        url: {
          type: "string",
          description: "The page's address after redirects; absent for inline `html`, which has none.",
        },
        title: {
          type: "string",
          description: "The document's `<title>` (empty when it has none).",
        },
        links: {
          type: "array",
          items: {
            type: "string",
          },
          description:
            "Every `<a href>` and `<area href>` of the rendered page as an absolute http or https URL,\nresolved against the document's base (its URL, or `<base href>`), without the `#fragment`,\ndeduplicated, in document order; `mailto:`, `javascript:` and other schemes are left out.",
        },
      },
      description: "The page's links.",
      examples: [
        {
          success: true,
          url: "https://example.com/",
          title: "Example Domain",
          links: ["https://www.iana.org/domains/example"],
        },
      ],
    },
    annotations: {
      title: "List a page's links",
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
  {
    name: "render_markdown",
    title: "Render a page to Markdown",
    description: "The rendered page (after its scripts ran) as Markdown.\n\nPrice: USD 0.005 per call.",
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
          properties: {
            url: {
              type: "string",
              maxLength: 2048,
              pattern: "^[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u0020\\u007F]+$",
              description:
                "The page to load: http or https only, at most 2048 characters. A host the egress policy\nrefuses (internal addresses; under `OUTBOUND_NETWORK=loopback` anything but loopback) answers\n403 `url_refused`. Not with `html`.",
            },
            html: {
              type: "string",
              minLength: 1,
              maxLength: 200000,
              pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
              description:
                "The page itself, loaded as a document of its own: relative links stay relative (only a\n`<base href>` makes them absolute), and what it loads passes the egress policy (`file:` is\nrefused). At most 200,000 characters, without control characters other than tab, line feed\nand carriage return, so that any request fits the server's 1 MiB body limit; a larger page\nis rendered from its `url`. Not with `url`.",
            },
            gotoOptions: {
              type: "object",
              properties: {
                waitUntil: {
                  type: "string",
                  enum: ["load", "domcontentloaded", "networkidle0", "networkidle2"],
                  description:
                    "`load` (default), `domcontentloaded`, or `networkidle0` / `networkidle2`: both mean Chromium saw\nno network connection for 500 ms (Playwright's `networkidle`; Puppeteer's two thresholds are\nnot distinguished).",
                  default: "load",
                },
                timeout: {
                  type: "integer",
                  format: "int32",
                  minimum: 10000,
                  maximum: 60000,
                  description:
                    "How long the whole call may take, in ms, queueing, loading and waits included (10,000 to\n60,000; default the server's `BROWSER_CALL_TIMEOUT_MS`, and never more than its\n`BROWSER_CALL_TIMEOUT_MAX_MS`). Past it the call answers 504 `upstream_timeout`. The floor\nleaves room for the waits: `waitForTimeout` is at most 5 s, `waitForSelector.timeout` 10 s.",
                },
              },
              description: "When navigation counts as done, and how long the render may take.",
            },
            waitForSelector: {
              type: "object",
              required: ["selector"],
              properties: {
                selector: {
                  type: "string",
                  minLength: 1,
                  maxLength: 1024,
                  pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                  description:
                    "The CSS selector to wait for. One that does not parse, or whose element is not in the state\nasked for within `timeout`, answers 400 naming it (the page does not fit the request; nothing\nis charged).",
                },
                hidden: {
                  type: "boolean",
                  description: "Wait until the element is absent or hidden; not with `visible`.",
                  default: false,
                },
                visible: {
                  type: "boolean",
                  description: "Wait until the element is visible (not just attached); not with `hidden`.",
                  default: false,
                },
                timeout: {
                  type: "integer",
                  format: "int32",
                  minimum: 0,
                  maximum: 10000,
                  description:
                    "How long to wait, in ms (0 to 10,000; default 5,000). The wait also ends 1 s before the call's\nbudget (`gotoOptions.timeout`) runs out, so the answer is this 400, not a 504.",
                  default: 5000,
                },
              },
              description: "Wait for an element after navigation.",
            },
            waitForTimeout: {
              type: "integer",
              format: "int32",
              minimum: 0,
              maximum: 5000,
              description: "Wait this many ms after navigation and `waitForSelector` (0 to 5,000).",
            },
            viewport: {
              type: "object",
              required: ["width", "height"],
              properties: {
                width: {
                  type: "integer",
                  format: "int32",
                  minimum: 16,
                  maximum: 3840,
                  description: "CSS pixels, 16 to 3840.",
                },
                height: {
                  type: "integer",
                  format: "int32",
                  minimum: 16,
                  maximum: 4320,
                  description: "CSS pixels, 16 to 4320.",
                },
                deviceScaleFactor: {
                  type: "number",
                  format: "double",
                  minimum: 0.25,
                  maximum: 3,
                  description:
                    "Device pixels per CSS pixel, 0.25 to 3 (default 1); screenshots are this many times larger.",
                  default: 1,
                },
                isMobile: {
                  type: "boolean",
                  description: "Emulate a mobile device (the meta viewport tag is honoured).",
                  default: false,
                },
                hasTouch: {
                  type: "boolean",
                  description: "Emulate touch support.",
                  default: false,
                },
                isLandscape: {
                  type: "boolean",
                  description:
                    "Emulate landscape orientation (no effect on the size; swap width and height for that).",
                  default: false,
                },
              },
              description: "The browser window; default 1280 x 720 at scale 1.",
            },
            userAgent: {
              type: "string",
              minLength: 1,
              maxLength: 512,
              pattern: "^[\\u0020-\\u007E\\u00A0-\\u00FF]*$",
              description:
                "The `User-Agent` Chromium sends, 1 to 512 characters of space, visible ASCII and Latin-1.",
            },
            setExtraHTTPHeaders: {
              type: "object",
              unevaluatedProperties: {
                type: "string",
                maxLength: 1024,
                pattern: "^[\\u0020-\\u007E\\u00A0-\\u00FF]*$",
                description: "A header value: at most 1024 characters of space, visible ASCII and Latin-1.",
              },
              description:
                "Headers sent with every request the page makes (at most 20, or 400 naming the member; names are HTTP tokens, values at\nmost 1024 characters). A name that is not a token answers 400 naming it.",
            },
            setJavaScriptEnabled: {
              type: "boolean",
              description: "Run the page's scripts (default true).",
              default: true,
            },
            rejectResourceTypes: {
              type: "array",
              items: {
                type: "string",
                enum: [
                  "stylesheet",
                  "image",
                  "media",
                  "font",
                  "script",
                  "texttrack",
                  "xhr",
                  "fetch",
                  "eventsource",
                  "websocket",
                  "manifest",
                  "other",
                ],
              },
              maxItems: 12,
              description:
                "Resource types never fetched (requests for them fail as blocked); repeats are ignored.",
            },
            emulateMediaType: {
              type: "string",
              enum: ["screen", "print"],
              description:
                "The CSS media type emulated: `screen` or `print` (default: the route's own, print for PDF).",
            },
          },
          description: "A Markdown render.",
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["success", "title", "markdown"],
      properties: {
        success: {
          type: "boolean",
          enum: [true],
        },
        url: {
          type: "string",
          description: "The page's address after redirects; absent for inline `html`, which has none.",
        },
        title: {
          type: "string",
          description: "The document's `<title>` (empty when it has none).",
        },
        markdown: {
          type: "string",
          description: "The rendered document (after scripts ran) as Markdown; links are absolute.",
        },
      },
      description: "The rendered page as Markdown.",
      examples: [
        {
          success: true,
          url: "https://example.com/",
          title: "Example Domain",
          markdown: "# Example Domain\n\nThis domain is for use in illustrative examples.\n",
        },
      ],
    },
    annotations: {
      title: "Render a page to Markdown",
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
  {
    name: "render_snapshot",
    title: "Snapshot a page",
    description:
      "Several outputs of one page load: rendered HTML, a base64 PNG screenshot, Markdown and the\naccessibility tree, with the page's status and title.\n\nPrice: USD 0.005 per call.",
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
          properties: {
            url: {
              type: "string",
              maxLength: 2048,
              pattern: "^[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u0020\\u007F]+$",
              description:
                "The page to load: http or https only, at most 2048 characters. A host the egress policy\nrefuses (internal addresses; under `OUTBOUND_NETWORK=loopback` anything but loopback) answers\n403 `url_refused`. Not with `html`.",
            },
            html: {
              type: "string",
              minLength: 1,
              maxLength: 200000,
              pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
              description:
                "The page itself, loaded as a document of its own: relative links stay relative (only a\n`<base href>` makes them absolute), and what it loads passes the egress policy (`file:` is\nrefused). At most 200,000 characters, without control characters other than tab, line feed\nand carriage return, so that any request fits the server's 1 MiB body limit; a larger page\nis rendered from its `url`. Not with `url`.",
            },
            gotoOptions: {
              type: "object",
              properties: {
                waitUntil: {
                  type: "string",
                  enum: ["load", "domcontentloaded", "networkidle0", "networkidle2"],
                  description:
                    "`load` (default), `domcontentloaded`, or `networkidle0` / `networkidle2`: both mean Chromium saw\nno network connection for 500 ms (Playwright's `networkidle`; Puppeteer's two thresholds are\nnot distinguished).",
                  default: "load",
                },
                timeout: {
                  type: "integer",
                  format: "int32",
                  minimum: 10000,
                  maximum: 60000,
                  description:
                    "How long the whole call may take, in ms, queueing, loading and waits included (10,000 to\n60,000; default the server's `BROWSER_CALL_TIMEOUT_MS`, and never more than its\n`BROWSER_CALL_TIMEOUT_MAX_MS`). Past it the call answers 504 `upstream_timeout`. The floor\nleaves room for the waits: `waitForTimeout` is at most 5 s, `waitForSelector.timeout` 10 s.",
                },
              },
              description: "When navigation counts as done, and how long the render may take.",
            },
            waitForSelector: {
              type: "object",
              required: ["selector"],
              properties: {
                selector: {
                  type: "string",
                  minLength: 1,
                  maxLength: 1024,
                  pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                  description:
                    "The CSS selector to wait for. One that does not parse, or whose element is not in the state\nasked for within `timeout`, answers 400 naming it (the page does not fit the request; nothing\nis charged).",
                },
                hidden: {
                  type: "boolean",
                  description: "Wait until the element is absent or hidden; not with `visible`.",
                  default: false,
                },
                visible: {
                  type: "boolean",
                  description: "Wait until the element is visible (not just attached); not with `hidden`.",
                  default: false,
                },
                timeout: {
                  type: "integer",
                  format: "int32",
                  minimum: 0,
                  maximum: 10000,
                  description:
                    "How long to wait, in ms (0 to 10,000; default 5,000). The wait also ends 1 s before the call's\nbudget (`gotoOptions.timeout`) runs out, so the answer is this 400, not a 504.",
                  default: 5000,
                },
              },
              description: "Wait for an element after navigation.",
            },
            waitForTimeout: {
              type: "integer",
              format: "int32",
              minimum: 0,
              maximum: 5000,
              description: "Wait this many ms after navigation and `waitForSelector` (0 to 5,000).",
            },
            viewport: {
              type: "object",
              required: ["width", "height"],
              properties: {
                width: {
                  type: "integer",
                  format: "int32",
                  minimum: 16,
                  maximum: 3840,
                  description: "CSS pixels, 16 to 3840.",
                },
                height: {
                  type: "integer",
                  format: "int32",
                  minimum: 16,
                  maximum: 4320,
                  description: "CSS pixels, 16 to 4320.",
                },
                deviceScaleFactor: {
                  type: "number",
                  format: "double",
                  minimum: 0.25,
                  maximum: 3,
                  description:
                    "Device pixels per CSS pixel, 0.25 to 3 (default 1); screenshots are this many times larger.",
                  default: 1,
                },
                isMobile: {
                  type: "boolean",
                  description: "Emulate a mobile device (the meta viewport tag is honoured).",
                  default: false,
                },
                hasTouch: {
                  type: "boolean",
                  description: "Emulate touch support.",
                  default: false,
                },
                isLandscape: {
                  type: "boolean",
                  description:
                    "Emulate landscape orientation (no effect on the size; swap width and height for that).",
                  default: false,
                },
              },
              description: "The browser window; default 1280 x 720 at scale 1.",
            },
            userAgent: {
              type: "string",
              minLength: 1,
              maxLength: 512,
              pattern: "^[\\u0020-\\u007E\\u00A0-\\u00FF]*$",
              description:
                "The `User-Agent` Chromium sends, 1 to 512 characters of space, visible ASCII and Latin-1.",
            },
            setExtraHTTPHeaders: {
              type: "object",
              unevaluatedProperties: {
                type: "string",
                maxLength: 1024,
                pattern: "^[\\u0020-\\u007E\\u00A0-\\u00FF]*$",
                description: "A header value: at most 1024 characters of space, visible ASCII and Latin-1.",
              },
              description:
                "Headers sent with every request the page makes (at most 20, or 400 naming the member; names are HTTP tokens, values at\nmost 1024 characters). A name that is not a token answers 400 naming it.",
            },
            setJavaScriptEnabled: {
              type: "boolean",
              description: "Run the page's scripts (default true).",
              default: true,
            },
            rejectResourceTypes: {
              type: "array",
              items: {
                type: "string",
                enum: [
                  "stylesheet",
                  "image",
                  "media",
                  "font",
                  "script",
                  "texttrack",
                  "xhr",
                  "fetch",
                  "eventsource",
                  "websocket",
                  "manifest",
                  "other",
                ],
              },
              maxItems: 12,
              description:
                "Resource types never fetched (requests for them fail as blocked); repeats are ignored.",
            },
            emulateMediaType: {
              type: "string",
              enum: ["screen", "print"],
              description:
                "The CSS media type emulated: `screen` or `print` (default: the route's own, print for PDF).",
            },
            formats: {
              type: "array",
              items: {
                type: "string",
                enum: ["html", "screenshot", "markdown", "accessibilityTree"],
              },
              minItems: 1,
              maxItems: 4,
              description: "The outputs wanted (default `html` and `screenshot`); repeats are ignored.",
            },
          },
          description: "A snapshot render: several outputs of one page load.",
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["success", "title", "status"],
      properties: {
        success: {
          type: "boolean",
          enum: [true],
        },
        url: {
          type: "string",
          description: "The page's address after redirects; absent for inline `html`, which has none.",
        },
        title: {
          type: "string",
          description: "The document's `<title>` (empty when it has none).",
        },
        status: {
          type: "integer",
          format: "int32",
          minimum: 200,
          maximum: 299,
          description:
            "The HTTP status of the page's main document (200 for inline `html`); always 2xx (see 502).",
        },
        html: {
          type: "string",
          description: "The rendered document (the DOM after scripts ran), serialized as HTML.",
        },
        screenshot: {
          type: "string",
          contentEncoding: "base64",
          description: "A PNG of the viewport, base64.",
        },
        markdown: {
          type: "string",
          description:
            "The rendered page as Markdown (the same converter as the crawler and `/v1/markdown`).",
        },
        accessibilityTree: {
          type: "string",
          description:
            "The page's accessibility tree as Playwright's ARIA snapshot: YAML text, one `- role \"name\"`\nline per node, children indented below their parent (see playwright.dev/docs/aria-snapshots).",
        },
      },
      description: "The outputs of one page load, those asked for in `formats`.",
      examples: [
        {
          success: true,
          status: 200,
          url: "https://example.com/",
          title: "Example Domain",
          html: "<html><head><title>Example Domain</title></head><body><h1>Example Domain</h1></body></html>",
        },
      ],
    },
    annotations: {
      title: "Snapshot a page",
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
