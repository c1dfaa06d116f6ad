import type { Caller } from "../context.js";
import type { OperationDefinition } from "../contract.js";
import { effectiveSharePcts, keyRateCheck, operationRateChecks, scaledLimit } from "./limits.js";
import { refusalFor, retryAfterSeconds } from "./refusal.js";

function op(policy: OperationDefinition["policy"], statuses = ["200", "429"]): OperationDefinition {
  return {
    operationId: "thing_list",
    method: "get",
    path: "/things",
    expressPath: "/things",
    parameters: [],
    responses: Object.fromEntries(statuses.map((s) => [s, { headers: [] }])),
    security: { anonymous: true, schemes: [] },
    policy,
    errorShape: "envelope",
    schemas: { responses: {} },
  };
}

const limited = op({ rateLimit: { limit: 10, windowSeconds: 60 } });
const base = { role: "user", prefix: "x", scopes: [] } as const;
const key = (keyChain?: Caller["keyChain"], keyRateLimit?: Caller["keyRateLimit"]): Caller => ({
  ...base,
  scopes: [],
  kind: "api-key",
  id: "k3",
  userId: "u1",
  ...(keyChain ? { keyChain } : {}),
  ...(keyRateLimit !== undefined ? { keyRateLimit } : {}),
});

describe("scaledLimit", () => {
  it.each([
    ["null is the whole limit", { given: [10, null], want: 10 }],
    ["rounds down", { given: [10, 25], want: 2 }],
    ["a share too small for one call admits none", { given: [3, 10], want: 0 }],
    ["clamps above 100%", { given: [10, 150], want: 10 }],
    ["clamps below 0%", { given: [10, -5], want: 0 }],
  ] as const)("%s", (_name, { given, want }) => {
    expect(scaledLimit(given[0], given[1])).toBe(want);
  });
});

describe("effectiveSharePcts", () => {
  it("takes the smallest share from the root down", () => {
    expect(
      effectiveSharePcts([
        { id: "a", rateLimitSharePct: null },
        { id: "b", rateLimitSharePct: 50 },
        { id: "c", rateLimitSharePct: 80 },
        { id: "d", rateLimitSharePct: 20 },
      ]),
    ).toEqual([null, 50, 50, 20]);
  });
});

describe("operationRateChecks", () => {
  it("costs nothing for operations without x-rate-limit", () => {
    expect(operationRateChecks("svc", op({}), null, "1.2.3.4")).toEqual([]);
  });

  it("counts anonymous callers by client IP", () => {
    expect(operationRateChecks("svc", limited, null, "1.2.3.4")).toEqual([
      {
        bucket: "rl:svc:thing_list:ip:1.2.3.4",
        limit: 10,
        windowMs: 60_000,
        describe: expect.stringContaining("per client IP"),
      },
    ]);
  });

  it("counts sessions and tokens by user, whatever the credential or IP", () => {
    const session: Caller = { ...base, scopes: [], kind: "session", id: "s1", userId: "u1" };
    const token: Caller = { ...session, kind: "api-token", id: "t9" };
    const [a] = operationRateChecks("svc", limited, session, "1.1.1.1");
    const [b] = operationRateChecks("svc", limited, token, "2.2.2.2");
    expect(a?.bucket).toBe("rl:svc:thing_list:user:u1");
    expect(b?.bucket).toBe(a?.bucket);
    expect(a?.describe).toBe("thing_list allows 10 calls per 60 seconds per user");
    const orphan: Caller = { ...token, userId: null };
    expect(operationRateChecks("svc", limited, orphan, "2.2.2.2")[0]?.bucket).toBe(
      "rl:svc:thing_list:api-token:t9",
    );
  });

  it("pools an API key's calls into every ancestor, each at its share of the limit", () => {
    const chain = [
      { id: "k1", rateLimitSharePct: null },
      { id: "k2", rateLimitSharePct: 50 },
      { id: "k3", rateLimitSharePct: 25 },
    ];
    const checks = operationRateChecks("svc", limited, key(chain), "1.2.3.4");
    expect(checks.map((c) => [c.bucket, c.limit])).toEqual([
      ["rl:svc:thing_list:key:k1", 10],
      ["rl:svc:thing_list:key:k2", 5],
      ["rl:svc:thing_list:key:k3", 2],
    ]);
    expect(checks[2]?.describe).toBe("thing_list allows 2 calls per 60 seconds to this API key");
    expect(checks[0]?.describe).not.toContain("k1"); // ancestors stay anonymous
  });

  it("limits a key without a resolved chain on its own", () => {
    expect(operationRateChecks("svc", limited, key(), "1.2.3.4").map((c) => [c.bucket, c.limit])).toEqual([
      ["rl:svc:thing_list:key:k3", 10],
    ]);
  });
});

describe("keyRateCheck", () => {
  const own = { max: 100, windowMs: 86_400_000 };
  it("applies a key's own limit on any operation declaring 429", () => {
    expect(keyRateCheck(op({}), key(undefined, own))).toEqual([
      {
        bucket: "keyrl:k3",
        limit: 100,
        windowMs: 86_400_000,
        describe: "this API key allows 100 calls per 86400 seconds",
      },
    ]);
  });
  it("never refuses with an undeclared 429, nor without a key limit", () => {
    expect(keyRateCheck(op({}, ["200"]), key(undefined, own))).toEqual([]);
    expect(keyRateCheck(op({}), key(undefined, null))).toEqual([]);
    expect(keyRateCheck(op({}), null)).toEqual([]);
  });
});

describe("refusalFor", () => {
  const now = new Date("2026-01-01T00:00:30.200Z");
  const check = (bucket: string, limit: number) => ({
    bucket,
    limit,
    windowMs: 60_000,
    describe: `${bucket} allows ${limit}`,
  });
  const soon = new Date("2026-01-01T00:01:00Z");
  const later = new Date("2026-01-02T00:00:00Z");

  it("admits while every count is within its limit", () => {
    expect(refusalFor([{ check: check("a", 2), count: 2, resetAt: soon }], now)).toBeUndefined();
  });

  it("refuses with 429 and Retry-After rounded up, naming the limit that resets last", () => {
    const error = refusalFor(
      [
        { check: check("a", 2), count: 3, resetAt: soon },
        { check: check("b", 5), count: 6, resetAt: later },
        { check: check("c", 9), count: 1, resetAt: later },
      ],
      now,
    );
    expect(error?.status).toBe(429);
    expect(error?.code).toBe("rate_limited");
    expect(error?.headers).toEqual({ "Retry-After": "86370" });
    expect(error?.message).toMatch(/^Rate limit exceeded: b allows 5; retry in 86370 s$/);
  });

  it("never advises retrying in under a second", () => {
    expect(retryAfterSeconds(soon, now)).toBe(30);
    expect(retryAfterSeconds(new Date(now.getTime() + 1), now)).toBe(1);
    expect(retryAfterSeconds(now, now)).toBe(1);
    expect(retryAfterSeconds(new Date(0), now)).toBe(1);
  });
});
