// Generated from spec/restaurant by codegen — run `npm run generate`. Do not edit.

import type { ServiceDefinition } from "../../runtime/contract.js";
import { restaurantTools } from "./mcp.js";
import { restaurantOperations } from "./operations.js";

/** restaurant, from spec/restaurant, as the runtime serves it. */
export const restaurantService: ServiceDefinition = {
  name: "restaurant",
  folder: "restaurant",
  title: "Restaurant platform",
  version: "0.1.0",
  description:
    "Restaurant platform: the operations of a restaurant business with several branches — menu and\ncatalog, orders across channels, customers and loyalty, reservations, analytics and marketing —\nfor the business's own staff and for the integrations and AI agents (MCP) they connect.\n\n**Credentials.** Every route accepts either credential (keys are recommended for integrations):\n`x-api-key: sk_…` — an API key minted with `POST /api/api-keys`, acting with the rights of the\nmember who minted it — or `Authorization: Bearer <token>`, a session token from\n`POST /api/auth/sign-in/email` (or an `sk_` key). Only sign-up and sign-in answer without one.\n\n**Tenancy.** A person belongs to at most one organization (the business). Its owner has every\nright on every branch; other members hold a role per restaurant (branch): `manager` or `staff`.\nRecords of another organization answer 404, exactly as missing ones do.\n\n**Conventions (our design).** JSON members are snake_case; ids are UUIDs; money is an integer\nin the currency's minor unit (cents) in the organization's `currency`; lists are newest first\nand cursor-paged (`limit`, `cursor` → `next_cursor`); state changes are verb routes that answer\n409 `invalid_transition` for a move the record's state does not allow; errors are\n`{success: false, error, code, issues?}` with a stable `code`.",
  defaultErrorShape: "envelope",
  securitySchemes: {
    ApiKeyHeader: {
      type: "apiKey",
      in: "header",
      name: "x-api-key",
    },
    BearerToken: {
      type: "http",
      scheme: "bearer",
    },
  },
  documentUrl: new URL("./openapi.yaml", import.meta.url),
  llmsTxtUrl: new URL("./llms.txt", import.meta.url),
  operations: restaurantOperations,
  tools: restaurantTools,
};
