/**
 * Access levels, ownership and usage accrual, enforced by the pipeline from the operation's
 * policy — checked on a small hand-made service so every cell of the matrix is exercised.
 */
import { z } from "zod";
import type { Database } from "../../storage/db.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";
import { createSession } from "../../storage/platform/sessions.js";
import { usageTotal } from "../../storage/platform/usage.js";
import { createUser } from "../../storage/platform/users.js";
import { openTestDatabase } from "../../storage/testing.js";
import { createRuntimeDeps } from "../bootstrap.js";
import type { OperationDefinition, ServiceDefinition } from "../contract.js";
import type { RuntimeDeps } from "../deps.js";
import { createLogger } from "../logger.js";
import type { RawRequest } from "../validation/request.js";
import { invokeOperation } from "./invoke.js";

const now = new Date("2026-11-21T12:00:00Z");
const error = z.object({ success: z.literal(false), error: z.string(), code: z.string() });

function op(operationId: string, policy: OperationDefinition["policy"], path: string): OperationDefinition {
  const named = path.includes("{id}");
  return {
    operationId,
    method: "get",
    path,
    expressPath: path.replace("{id}", ":id"),
    parameters: named ? [{ name: "id", in: "path", required: true }] : [],
    responses: Object.fromEntries(
      ["200", "401", "403", "404"].map((s) => [s, { mediaType: "application/json", headers: [] }]),
    ),
    security: { anonymous: true, schemes: ["Bearer"] },
    policy,
    errorShape: "envelope",
    schemas: {
      ...(named ? { path: z.object({ id: z.string() }) } : {}),
      responses: { "200": z.object({ ok: z.literal(true) }), "401": error, "403": error, "404": error },
    },
  };
}

const thingGet = op(
  "thing_get",
  { access: "authenticated", ownerScoped: true, costMicroUsd: 12 },
  "/thing/{id}",
);
const adminOnly = op("admin_only", { access: "admin" }, "/admin");
const service: ServiceDefinition = {
  name: "things",
  folder: "things",
  title: "Things",
  version: "1",
  documentUrl: new URL("file:///dev/null"),
  llmsTxtUrl: new URL("file:///dev/null"),
  defaultErrorShape: "envelope",
  securitySchemes: { Bearer: { type: "http", scheme: "bearer" } },
  operations: [thingGet, adminOnly],
  tools: [],
};

let db: Database;
let deps: RuntimeDeps;
const tokens: Record<string, string> = {};
const recordOwners = new Map<string, string>();
const handlers = {
  thing_get: async () => ({ status: 200, body: { ok: true } }),
  admin_only: async () => ({ status: 200, body: { ok: true } }),
  owners: { thing_get: async (input: { path: { id: string } }) => recordOwners.get(input.path.id) ?? null },
};

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  deps = await createRuntimeDeps({
    db,
    log: createLogger("silent"),
    validateResponses: true,
    manualWork: true,
    now: () => now,
  });
  for (const [name, role] of [
    ["owner", "user"],
    ["other", "user"],
    ["admin", "admin"],
  ] as const) {
    const user = await createUser(db.knex, { email: `${name}@example.com`, password: "pw", role });
    tokens[name] = (await createSession(db.knex, { userId: user.id, now })).token;
    if (name === "owner") recordOwners.set("7", user.id);
  }
  tokens.apiKey = (await createApiKey(db.knex, { name: "k", creditsMicros: 0 })).key;
});
afterAll(async () => {
  await deps.payments.close();
  await db.close();
});

async function call(operation: OperationDefinition, who: string | undefined, id = "7") {
  const raw: RawRequest = {
    path: { id },
    query: {},
    headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
    cookies: {},
    body: undefined,
  };
  const origin = {
    clientIp: "127.0.0.1",
    requestId: "r",
    resourceUrl: "http://x",
    baseUrl: "http://x",
    log: deps.log,
  };
  return (await invokeOperation(service, handlers, operation, raw, origin, deps)).status;
}

describe("owner-scoped operations", () => {
  it.each([
    ["anonymous", undefined, "7", 401],
    ["another user (as if the record did not exist)", "other", "7", 404],
    ["the owner", "owner", "7", 200],
    ["an admin", "admin", "7", 200],
    ["an API key with no person behind it", "apiKey", "7", 401],
    ["anyone, for a record that does not exist", "owner", "8", 404],
  ])("answer %s with the declared outcome", async (_who, who, id, want) => {
    expect(await call(thingGet, who, id)).toBe(want);
  });

  it("accrue the declared cost to the caller on success only", async () => {
    const ownerId = recordOwners.get("7")!;
    const before = await usageTotal(db.knex, ownerId, new Date(0), new Date(now.getTime() + 1));
    await call(thingGet, "owner");
    await call(thingGet, "owner", "8");
    const after = await usageTotal(db.knex, ownerId, new Date(0), new Date(now.getTime() + 1));
    expect(after - before).toBe(12n);
  });
});

describe("admin operations", () => {
  it.each([
    ["anonymous", undefined, 401],
    ["a user", "owner", 403],
    ["an admin", "admin", 200],
  ])("answer %s with the declared outcome", async (_who, who, want) => {
    expect(await call(adminOnly, who)).toBe(want);
  });
});
