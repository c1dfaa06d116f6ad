/**
 * Rate limits through `invokeOperation` on a small hand-made service (no contract declares
 * `@rateLimited` yet), with a real database and a clock the tests move.
 */
import { z } from "zod";
import type { Database } from "../../storage/db.js";
import { remainingFreeCalls, utcDay } from "../../storage/platform/allowance.js";
import { peekWindows } from "../../storage/platform/rateWindows.js";
import { openTestDatabase } from "../../storage/testing.js";
import { createRuntimeDeps } from "../bootstrap.js";
import type { Caller } from "../context.js";
import type { OperationDefinition, ServiceDefinition } from "../contract.js";
import type { RuntimeDeps } from "../deps.js";
import { createLogger } from "../logger.js";
import { invokeOperation } from "../pipeline/invoke.js";
import type { RawRequest } from "../validation/request.js";

const error = z.object({ success: z.literal(false), error: z.string(), code: z.string() });
const ok = z.object({ ok: z.literal(true) });

function op(
  operationId: string,
  policy: OperationDefinition["policy"],
  statuses: string[],
): OperationDefinition {
  return {
    operationId,
    method: "get",
    path: `/${operationId}`,
    expressPath: `/${operationId}`,
    parameters: [],
    responses: Object.fromEntries(statuses.map((s) => [s, { mediaType: "application/json", headers: [] }])),
    security: { anonymous: true, schemes: ["Bearer"] },
    policy,
    errorShape: "envelope",
    schemas: {
      responses: Object.fromEntries(statuses.map((s) => [s, s === "200" ? ok : error])),
    },
  };
}

const ERRORS = ["401", "402", "429"];
const limited = op("limited", { rateLimit: { limit: 2, windowSeconds: 60 } }, ["200", ...ERRORS]);
const pooled = op("pooled", { rateLimit: { limit: 4, windowSeconds: 60 } }, ["200", ...ERRORS]);
const priced = op(
  "priced",
  { rateLimit: { limit: 2, windowSeconds: 60 }, priceMicroUsd: 1000, freePerIpPerDay: 10 },
  ["200", ...ERRORS],
);
const open = op("open", {}, ["200", ...ERRORS]);
const no429 = op("no429", {}, ["200", "401"]);
const burst = op("burst", { rateLimit: { limit: 5, windowSeconds: 60 } }, ["200", ...ERRORS]);
const service: ServiceDefinition = {
  name: "things",
  folder: "things",
  title: "Things",
  version: "1",
  documentUrl: new URL("file:///dev/null"),
  llmsTxtUrl: new URL("file:///dev/null"),
  defaultErrorShape: "envelope",
  securitySchemes: { Bearer: { type: "http", scheme: "bearer" } },
  operations: [limited, pooled, priced, open, no429, burst],
  tools: [],
};

let handled = 0;
const answer = async () => {
  handled++;
  return { status: 200, body: { ok: true } };
};
const handlers = Object.fromEntries(service.operations.map((o) => [o.operationId, answer]));

// Bearer tokens the fake authenticator knows: a key tree root ← parent ← children a, b.
const user = (id: string): Caller => ({
  kind: "session",
  id: `ses-${id}`,
  userId: id,
  role: "user",
  prefix: "ses_",
  scopes: [],
});
const apiKey = (chain: Caller["keyChain"] & object, keyRateLimit: Caller["keyRateLimit"] = null): Caller => ({
  kind: "api-key",
  id: chain[chain.length - 1]!.id,
  userId: "u-owner",
  role: "user",
  prefix: "sk_",
  scopes: [],
  keyChain: chain,
  keyRateLimit,
});
const root = { id: "root", rateLimitSharePct: null };
const parent = { id: "parent", rateLimitSharePct: null };
const callers: Record<string, Caller> = {
  alice: user("alice"),
  parent: apiKey([root, parent]),
  a: apiKey([root, parent, { id: "a", rateLimitSharePct: 50 }]),
  b: apiKey([root, parent, { id: "b", rateLimitSharePct: 50 }]),
  zero: apiKey([root, { id: "zero", rateLimitSharePct: 10 }]),
  capped: apiKey([{ id: "capped", rateLimitSharePct: null }], { max: 3, windowMs: 10_000 }),
};

let db: Database;
let deps: RuntimeDeps;
let now = new Date("2026-11-21T12:00:00Z");

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  deps = {
    ...(await createRuntimeDeps({
      db,
      log: createLogger("silent"),
      validateResponses: true,
      manualWork: true,
      now: () => now,
    })),
    authenticate: async ({ value }) => callers[value] ?? null,
  };
});
afterAll(async () => {
  await deps.metering.close();
  await deps.payments.close();
  await db.close();
});

async function call(operation: OperationDefinition, who?: string, clientIp = "203.0.113.1") {
  const raw: RawRequest = {
    path: {},
    query: {},
    headers: who ? { authorization: `Bearer ${who}` } : {},
    cookies: {},
    body: undefined,
  };
  const origin = { clientIp, requestId: "r", resourceUrl: "http://x", baseUrl: "http://x", log: deps.log };
  return invokeOperation(service, handlers, operation, raw, origin, deps);
}

async function statuses(operation: OperationDefinition, n: number, who?: string, clientIp?: string) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await call(operation, who, clientIp)).status);
  return out;
}

describe("operation rate limits in the pipeline", () => {
  it("refuses an anonymous IP's third call with 429, Retry-After and the operation's error shape", async () => {
    now = new Date("2026-11-21T12:00:15Z");
    const before = handled;
    expect(await statuses(limited, 2)).toEqual([200, 200]);
    const refused = await call(limited);
    expect(refused.status).toBe(429);
    expect(refused.headers).toEqual({ "Retry-After": "45" });
    expect(refused.body).toEqual({
      success: false,
      code: "rate_limited",
      error: "Rate limit exceeded: limited allows 2 calls per 60 seconds per client IP; retry in 45 s",
    });
    expect(handled - before).toBe(2);
    // another IP, another operation: their own allowances
    expect(await statuses(limited, 1, undefined, "203.0.113.2")).toEqual([200]);
    expect(await statuses(burst, 1)).toEqual([200]);
    // the next window starts afresh
    now = new Date("2026-11-21T12:01:00Z");
    expect(await statuses(limited, 3)).toEqual([200, 200, 429]);
  });

  it("counts a signed-in user across IPs", async () => {
    expect(await statuses(limited, 1, "alice", "198.51.100.1")).toEqual([200]);
    expect(await statuses(limited, 2, "alice", "198.51.100.2")).toEqual([200, 429]);
  });

  it("never charges a refused call", async () => {
    const ip = "192.0.2.50";
    expect(await statuses(priced, 4, undefined, ip)).toEqual([200, 200, 429, 429]);
    const allowance = { clientIp: ip, route: "things:priced", day: utcDay(now), limit: 10 };
    expect(await remainingFreeCalls(db.knex, allowance)).toBe(8);
  });

  it("pools child keys into their ancestors, each child at its share", async () => {
    now = new Date("2026-11-21T12:10:00Z");
    // a's share is 50% of 4; its refused calls do not use up the pooled allowance
    expect(await statuses(pooled, 6, "a")).toEqual([200, 200, 429, 429, 429, 429]);
    expect(await statuses(pooled, 3, "b")).toEqual([200, 200, 429]);
    // the parent's (and root's) 4 are spent by its children
    const refused = await call(pooled, "parent");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error: expect.stringContaining("4 calls per 60 seconds to the keys under one of this key's ancestors"),
    });
    // Counted in memory: reconcile with the database before reading it.
    await deps.metering.flush();
    const counts = await peekWindows(
      db.knex,
      ["root", "parent", "a", "b"].map((k) => `rl:things:pooled:key:${k}`),
      60_000,
      now,
    );
    expect(counts.counts).toEqual([4, 4, 2, 2]);
  });

  it("admits nothing for a key whose share rounds down to zero calls", async () => {
    expect(await statuses(limited, 1, "zero")).toEqual([429]);
  });

  it("applies a key's own limit on every operation that declares 429, and no other", async () => {
    now = new Date("2026-11-21T12:20:09Z");
    expect(await statuses(open, 4, "capped")).toEqual([200, 200, 200, 429]);
    expect((await call(open, "capped")).headers).toEqual({ "Retry-After": "1" });
    expect(await statuses(no429, 2, "capped")).toEqual([200, 200]);
    now = new Date("2026-11-21T12:20:10Z");
    expect(await statuses(open, 1, "capped")).toEqual([200]);
  });

  it("admits exactly the limit from concurrent calls", async () => {
    now = new Date("2026-11-21T12:30:00Z");
    const results = await Promise.all(Array.from({ length: 20 }, () => call(burst, undefined, "192.0.2.99")));
    const codes = results.map((r) => r.status);
    expect(codes.filter((s) => s === 200)).toHaveLength(5);
    expect(codes.filter((s) => s === 429)).toHaveLength(15);
  });
});
