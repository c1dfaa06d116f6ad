// Generated from spec/ by codegen — run `npm run generate`. Do not edit.

import type { HostedTool } from "../runtime/discovery/hostedTools.js";

/** Every service marked `@hostedTool`, with its priced routes (served by spec/catalog). */
export const hostedTools: HostedTool[] = [
  {
    id: "crawler",
    name: "Web crawler",
    description:
      'Web crawler: turns a URL into clean Markdown for language models, in full (`f: "raw"`) or with the page\'s boilerplate pruned (`f: "fit"`, the default), optionally keeping only the blocks that match a query (`q`, ranked by BM25). The request and result follow crawl4ai\'s `POST /md`.',
    tags: ["crawler", "markdown", "llm", "scraping"],
    routes: [
      {
        route: "POST /md",
        description: "Crawl a URL to Markdown",
        priceUsd: 0.008,
        freePerIpPerDay: 3,
      },
    ],
  },
];
