// Generated from spec/infra by codegen — run `npm run generate`. Do not edit.

import type { ServiceDefinition } from "../../runtime/contract.js";
import { infraTools } from "./mcp.js";
import { infraOperations } from "./operations.js";

/** infra, from spec/infra, as the runtime serves it. */
export const infraService: ServiceDefinition = {
  name: "infra",
  folder: "infra",
  title: "Infrastructure",
  version: "0.9.56",
  description:
    "Serverless building blocks over HTTP, scoped to projects: a key-value store, distributed\nlocks with fencing tokens, approximate-counting sketches, real-time channels, webhooks (signed\ndeliveries of the project's events, retried), jobs (task, cron and pull-queue) and DAG\nworkflows of jobs; projects live inside organizations, which hold their members and a token\npool.\n\n**Outbound calls.** Webhook deliveries, job handler calls and callbacks are POSTs signed per\nStandard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`: HMAC-SHA256 with the\nwebhook's or job's `whsec_` secret, shown once when it is created). URLs whose IP address is\ninternal (loopback, private, link-local) are refused with 403.\n\n**Paths.** Every path is the seed's, relative to the service's base URL: the building blocks\nunder `/infra` (`/infra/kv/{key}`, `/infra/locks/…`, `/infra/sketches/…`, `/infra/channels/…`,\n`/infra/jobs`, `/infra/workflows/…`, `/infra/webhooks`, `/infra/storage/…`, `/infra/media/…`,\n`/infra/ai/models`), and at the root the OpenAI-compatible `/v1/models`, `/api-keys`, `/mcp`,\n`/` and the discovery routes. Organizations, projects and tokens, which the seed lists by name\nonly, are our design and sit at the root beside `/api-keys` (`/organizations`, `/projects/…`,\n`/tokens`).\n\n**Credentials.** Data routes take a project API key in `X-API-Key: sk_<appId>_<hex>`, minted\nwith `POST /api-keys` and shown once (stored hashed). Every data route acts on the key's\nproject only: another project's records answer 404, exactly like records that do not exist.\nOrganization, project, key and token management take `Authorization: Bearer <token>`, a\nsession token from the account service's sign-in (`ses_…`) — our design: the seed marks these\nroutes bearer and does not show how the credential is issued. Health and discovery need none.\n\n**Tokens.** Each data call costs one token from the project's balance; an exhausted balance\nanswers 402 until tokens are allocated from the organization's pool. A new organization starts\nwith a pool of `INFRA_ORG_START_TOKENS` (default 1,000,000) and a new project takes\n`initial_tokens` (default 100,000) from it.\n\n**Conventions.** Timestamps are RFC 3339 strings. Lists take `limit` and `cursor` and answer\nan array plus `next_cursor` (null on the last page). Errors are `{success: false, error, code}`\n(with `issues` on 400) on every status.\n\n**Agents.** `GET /` with `Accept: text/markdown` answers this description as Markdown\n(llms.txt); `POST /mcp` exposes every operation as an MCP tool named by its operation id.",
  defaultErrorShape: "envelope",
  securitySchemes: {
    ProjectApiKey: {
      type: "apiKey",
      in: "header",
      name: "X-API-Key",
    },
    UserBearer: {
      type: "http",
      scheme: "bearer",
    },
  },
  documentUrl: new URL("./openapi.yaml", import.meta.url),
  llmsTxtUrl: new URL("./llms.txt", import.meta.url),
  operations: infraOperations,
  tools: infraTools,
};
