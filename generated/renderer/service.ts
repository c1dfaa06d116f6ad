// Generated from spec/renderer by codegen — run `npm run generate`. Do not edit.

import type { ServiceDefinition } from "../../runtime/contract.js";
import { rendererTools } from "./mcp.js";
import { rendererOperations } from "./operations.js";

/** renderer, from spec/renderer, as the runtime serves it. */
export const rendererService: ServiceDefinition = {
  name: "renderer",
  folder: "renderer",
  title: "Page renderer",
  version: "1.0.0",
  description:
    "Renders a URL or HTML to PDF, screenshot, snapshot, Markdown or link list in headless Chromium:\na PDF, a PNG, JPEG or WebP screenshot, a snapshot (rendered HTML, base64 screenshot, Markdown,\naccessibility tree, status and title in one call), the page as Markdown, or its links as absolute\nURLs.\n\nRequest members follow Cloudflare Browser Rendering's names where the seed is silent.\n\nEach call costs USD 0.005, paid by x402 (USDC) or by prepaid credits on a bearer API key; every\nclient IP gets 3 free calls per UTC day on each route.\n\n**What is charged.** Only a 200 is charged (or counted against the free allowance). Every refusal\n— an invalid body (400), a refused URL (403), a page too large (413), a content type that is not a\npage (415), a page that answered 4xx/5xx or could not be reached (502), a busy or crashed browser\n(503), a timeout (504) — is free: the call reached the page but no output was made.\n\n**Egress.** Every request the page makes (navigation, redirects, subresources, iframes, scripts'\n`fetch`, websockets) passes the server's egress policy (`OUTBOUND_NETWORK`): `file:` and internal\naddresses are refused, downloads are blocked.\n\n**Order of checks on a paid route.** The body is validated first (400, free, no allowance used),\nthen the credential, the free allowance and the payment (402 with x402 terms), then the page is\nloaded.",
  defaultErrorShape: "envelope",
  securitySchemes: {
    ApiKeyBearer: {
      type: "http",
      scheme: "bearer",
    },
  },
  hostedTool: {
    tags: ["rendering", "pdf", "screenshot", "markdown", "browser"],
  },
  documentUrl: new URL("./openapi.yaml", import.meta.url),
  llmsTxtUrl: new URL("./llms.txt", import.meta.url),
  operations: rendererOperations,
  tools: rendererTools,
};
