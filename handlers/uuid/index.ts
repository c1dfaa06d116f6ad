/**
 * Handlers of the UUID generator (spec/uuid). Validation, payment and discovery are done by
 * the runtime from the contract; these only generate.
 */
import type { UuidHandlers } from "../../generated/uuid/types.js";
import type { ServiceModule } from "../../runtime/service.js";
import { generateUuids, type UuidForm } from "./forms.js";

/** The result body shared by both routes; `uuid` only when exactly one UUID is returned. */
function result(countText: string, format: UuidForm) {
  // The generated validator guarantees a digits-only string whose value is 1..100.
  const uuids = generateUuids(Number.parseInt(countText, 10), format);
  return {
    success: true as const,
    uuids,
    count: uuids.length,
    format,
    ...(uuids.length === 1 ? { uuid: uuids[0] } : {}),
  };
}

/** The UUID generator's business logic. */
export const uuidHandlers: UuidHandlers = {
  async generate_uuid({ query }) {
    return { status: 200, body: result(query.count, query.format) };
  },
  async get_uuid({ query }) {
    return { status: 200, body: { ...result(query.count, query.format), network: "base", asset: "USDC" } };
  },
};

/** The UUID generator: nothing but its handlers (pricing and discovery come from the contract). */
export const uuidModule: ServiceModule = { handlers: uuidHandlers };
