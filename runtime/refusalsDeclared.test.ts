/**
 * The runtime refuses some requests before any handler (`requestBody.ts`, `urlDecoding.ts`,
 * `validation/wellFormed.ts`) and sandboxes stored bytes (`userContent.ts`): every published
 * contract declares those answers where they can happen, so clients and fuzzers read them.
 */
import type { ServiceDefinition } from "./contract.js";
import { loadServices } from "./registry.js";

let services: ServiceDefinition[];

beforeAll(async () => {
  services = (await loadServices()).map((s) => s.definition);
});

/** `[service operation, missing statuses]` for every operation missing one of `want`. */
function missing(pick: (op: ServiceDefinition["operations"][number]) => string[] | undefined) {
  return services.flatMap((s) =>
    s.operations.flatMap((op) => {
      const want = pick(op) ?? [];
      const absent = want.filter((status) => !op.responses[status]);
      return absent.length ? [`${s.name} ${op.operationId}: ${absent.join(", ")}`] : [];
    }),
  );
}

describe("every published contract", () => {
  it("declares 400, 408, 413 and 415 on every operation that takes a body (MCP answers JSON-RPC)", () => {
    expect(
      missing((op) => (op.requestBody && op.runtime !== "mcp" ? ["400", "408", "413", "415"] : undefined)),
    ).toEqual([]);
  });

  it("declares 400 on every operation with a path or query parameter", () => {
    expect(
      missing((op) => (op.parameters.some((p) => p.in === "path" || p.in === "query") ? ["400"] : undefined)),
    ).toEqual([]);
  });

  it("declares the sandbox headers on every 2xx answer of an x-user-content operation", () => {
    const ops = services.flatMap((s) => s.operations.filter((op) => op.policy.userContent));
    expect(ops.map((op) => op.operationId).sort()).toEqual([
      "get_media_asset_content",
      "get_media_variant_content",
      "get_object",
      "get_signed_object",
    ]);
    for (const op of ops)
      for (const [status, response] of Object.entries(op.responses))
        if (status.startsWith("2"))
          expect([op.operationId, status, response.headers.map((h) => h.name.toLowerCase())]).toEqual([
            op.operationId,
            status,
            expect.arrayContaining(["content-disposition", "content-security-policy"]),
          ]);
  });
});
