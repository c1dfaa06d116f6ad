// Generated from spec/storefront by codegen — run `npm run generate`. Do not edit.

import type { ServiceDefinition } from "../../runtime/contract.js";
import { storefrontExtTools } from "./mcp.js";
import { storefrontExtOperations } from "./operations.js";

/** storefront-ext, from spec/storefront, as the runtime serves it. */
export const storefrontExtService: ServiceDefinition = {
  name: "storefront-ext",
  folder: "storefront",
  title: "Storefront",
  version: "0.1.0-ext",
  description:
    "A storefront: CRUD over categories, products, variants, blog posts, FAQs, newsletter\nsubscribers, contact submissions, media and API-token records; API tokens; a hosted\ncheckout (a pending order, then payment confirmation); usage billing; and an SVG product\nbadge.\n\nEvery operation declares who may call it (`x-access`: anyone, any authenticated caller, or\nan administrator), whether it is limited to the caller's own records (`x-owner-scoped`),\nand its cost per call in micro-USD (`x-cost-micro-usd`). Credentials: the session cookie\n`auth.session_token` or a bearer token; operations open to anyone need none, but a\ncredential that is sent must be valid.\n\nTwo variants are published from this one contract: base (0.1.0) and extended (0.1.0-ext),\nwhich adds product fields, orders, reviews, list paging/sorting/filtering and the\n`X-Total-Count` list header. Errors are RFC 9457 problems (`application/problem+json`) in\nboth variants; our design: the base variant declares the errors the server actually sends.\nTimestamps are integers in Unix epoch milliseconds (our design for the unit) unless a field\nsays otherwise.",
  defaultErrorShape: "problem",
  securitySchemes: {
    SessionCookie: {
      type: "apiKey",
      in: "cookie",
      name: "auth.session_token",
    },
    BearerToken: {
      type: "http",
      scheme: "bearer",
    },
  },
  documentUrl: new URL("./openapi.yaml", import.meta.url),
  llmsTxtUrl: new URL("./llms.txt", import.meta.url),
  operations: storefrontExtOperations,
  tools: storefrontExtTools,
};
