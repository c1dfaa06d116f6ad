// Generated from spec/account by codegen — run `npm run generate`. Do not edit.

import type { ServiceDefinition } from "../../runtime/contract.js";
import { accountTools } from "./mcp.js";
import { accountOperations } from "./operations.js";

/** account, from spec/account, as the runtime serves it. */
export const accountService: ServiceDefinition = {
  name: "account",
  folder: "account",
  title: "Account",
  version: "1.0.0",
  description:
    "The account side of the credit-metered tool services: liveness, sign-up and sessions,\nprepaid credit top-ups through the payment processor, plan subscriptions, and the API-key\ndelegation tree. The keys minted here are the bearer keys every paid API (the UUID\ngenerator, the hosted tools) accepts, and their calls draw on one credit ledger.\n\n**Credits.** One credit is one micro-USD (USD 0.000001), the unit paid operations are\npriced in (`x-price-micro-usd`). A user's credits sit in one balance that all of the user's\nkeys draw on.\n\n**Credentials.** Three schemes: the session cookie `auth.session_token` (set by sign-in;\nbilling and key management), `Authorization: Bearer <token>` (a session token from sign-in,\nor an API key; the session routes), and `x-api-key: <key>` (an API key; the key routes, for\nkeys holding the `keys:provision` scope). Every secret is shown once and stored hashed.\n\n**Errors.** Session routes (`/api/auth/…`) answer `{message}`; billing, key and health\nroutes answer RFC 9457 problems (`application/problem+json`). Rate-limited operations\n(`x-rate-limit`: calls per caller per window) answer 429 with `Retry-After`.",
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
    ApiKeyHeader: {
      type: "apiKey",
      in: "header",
      name: "x-api-key",
    },
  },
  documentUrl: new URL("./openapi.yaml", import.meta.url),
  llmsTxtUrl: new URL("./llms.txt", import.meta.url),
  operations: accountOperations,
  tools: accountTools,
};
