// Generated from spec/crawler by codegen — run `npm run generate`. Do not edit.

import type { ServiceDefinition } from "../../runtime/contract.js";
import { crawlerTools } from "./mcp.js";
import { crawlerOperations } from "./operations.js";

/** crawler, from spec/crawler, as the runtime serves it. */
export const crawlerService: ServiceDefinition = {
  name: "crawler",
  folder: "crawler",
  title: "Web crawler",
  version: "1.0.0",
  description:
    'Web crawler: turns a URL into clean Markdown for language models, in full (`f: "raw"`) or with\nthe page\'s boilerplate pruned (`f: "fit"`, the default), optionally keeping only the blocks that\nmatch a query (`q`, ranked by BM25). The request and result follow crawl4ai\'s `POST /md`.\n\nThe page is fetched without a browser first; when its HTML is an empty shell that needs scripts\n(a bare root `<div>`, a `<noscript>` asking for JavaScript, almost no text but scripts), it is\nloaded again in headless Chromium. Redirects are followed (at most 10), each hop checked by the\negress policy: internal addresses and schemes other than http and https are refused (403).\n\nEach call costs USD 0.008, paid by x402 (USDC) or by prepaid credits on a bearer API key; every\nclient IP gets 3 free calls per UTC day. **Only a 200 is charged**: a call refused before the\nfetch (400, 403) and a call that reached the URL but could not turn it into Markdown (the upstream\nanswered 4xx/5xx, timed out, was too large or not a page: 413, 415, 502, 504) costs nothing and\nuses none of the free allowance.',
  defaultErrorShape: "envelope",
  securitySchemes: {
    ApiKeyBearer: {
      type: "http",
      scheme: "bearer",
    },
  },
  hostedTool: {
    tags: ["crawler", "markdown", "llm", "scraping"],
  },
  documentUrl: new URL("./openapi.yaml", import.meta.url),
  llmsTxtUrl: new URL("./llms.txt", import.meta.url),
  operations: crawlerOperations,
  tools: crawlerTools,
};
