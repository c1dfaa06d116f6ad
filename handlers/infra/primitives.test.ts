import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { expectStatus, newTenant, type Tenant } from "./testing/tenants.js";

let svc: TestService;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  svc = await startTestService("infra");
  a = await newTenant(svc, 1_000_000);
  b = await newTenant(svc, 1_000_000);
});

afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

describe("kv", () => {
  it("puts, gets, increments, lists and deletes within the key's project only", async () => {
    expectStatus(
      await request(svc.app)
        .put("/infra/kv/user%2F1")
        .set(a.apiKey)
        .send({ value: { n: "Ada" } }),
      200,
    );
    const got = await request(svc.app).get("/infra/kv/user%2F1").set(a.apiKey);
    expect(got.body).toEqual({ key: "user/1", value: { n: "Ada" }, expires_at: null });
    // Project B sees nothing of A's: 404, an empty list, its own counter.
    expect((await request(svc.app).get("/infra/kv/user%2F1").set(b.apiKey)).status).toBe(404);
    expect((await request(svc.app).delete("/infra/kv/user%2F1").set(b.apiKey)).status).toBe(404);
    expect((await request(svc.app).get("/infra/kv?prefix=user").set(b.apiKey)).body.keys).toEqual([]);
    expect((await request(svc.app).get("/infra/kv?prefix=user").set(a.apiKey)).body.keys).toEqual(["user/1"]);
    expect(
      (await request(svc.app).post("/infra/kv/hits/increment").set(a.apiKey).send({ delta: 2.5 })).body.value,
    ).toBe(2.5);
    expect((await request(svc.app).post("/infra/kv/hits/increment").set(b.apiKey)).body.value).toBe(1);
    expectStatus(await request(svc.app).delete("/infra/kv/user%2F1").set(a.apiKey), 200);
    expect((await request(svc.app).get("/infra/kv/user%2F1").set(a.apiKey)).status).toBe(404);
  });

  it("honours if_not_exists and ttl, and stores null as a value", async () => {
    expectStatus(
      await request(svc.app).put("/infra/kv/once").set(a.apiKey).send({ value: null, if_not_exists: true }),
      200,
    );
    const taken = await request(svc.app)
      .put("/infra/kv/once")
      .set(a.apiKey)
      .send({ value: 2, if_not_exists: true });
    expect([taken.status, taken.body.code]).toEqual([409, "key_exists"]);
    expect((await request(svc.app).get("/infra/kv/once").set(a.apiKey)).body.value).toBeNull();
    const ttl = await request(svc.app).put("/infra/kv/short").set(a.apiKey).send({ value: 1, ttl: 60 });
    expect(Date.parse(ttl.body.expires_at) - Date.now()).toBeGreaterThan(55_000);
  });

  it("rejects bad input with a clear 400", async () => {
    const cases: [string, request.Test][] = [
      ["negative ttl", request(svc.app).put("/infra/kv/x").set(a.apiKey).send({ value: 1, ttl: -1 })],
      ["no value", request(svc.app).put("/infra/kv/x").set(a.apiKey).send({ ttl: 5 })],
      [
        "non-numeric delta",
        request(svc.app).post("/infra/kv/x/increment").set(a.apiKey).send({ delta: "one" }),
      ],
      [
        "unknown op",
        request(svc.app)
          .post("/infra/kv")
          .set(a.apiKey)
          .send({ ops: [{ op: "drop", key: "x" }] }),
      ],
      [
        "10,000 ops",
        request(svc.app)
          .post("/infra/kv")
          .set(a.apiKey)
          .send({ ops: Array.from({ length: 10_000 }, (_, i) => ({ op: "get", key: `k${i}` })) }),
      ],
    ];
    for (const [name, call] of cases) {
      const res = await call;
      expect([name, res.status]).toEqual([name, 400]);
      expect(res.body).toMatchObject({ success: false, code: "validation_failed" });
    }
    const badDelta = await request(svc.app)
      .post("/infra/kv")
      .set(a.apiKey)
      .send({
        ops: [
          { op: "get", key: "a" },
          { op: "increment", key: "n", value: { one: 1 } },
        ],
      });
    expect(badDelta.status).toBe(400);
    expect(badDelta.body.issues).toEqual([expect.objectContaining({ name: "/ops/1/value" })]);
    const noValue = await request(svc.app)
      .post("/infra/kv")
      .set(a.apiKey)
      .send({ ops: [{ op: "set", key: "a" }] });
    expect(noValue.status).toBe(400);
    expect(noValue.body.issues).toEqual([expect.objectContaining({ name: "/ops/0/value" })]);
    await request(svc.app).put("/infra/kv/word").set(a.apiKey).send({ value: "text" });
    const inc = await request(svc.app).post("/infra/kv/word/increment").set(a.apiKey).send({});
    expect(inc.status).toBe(409);
    expect(inc.body.error).toMatch(/not a number/);
  });

  it("keeps any JSON value as sent, refuses text no contract stores, and one over 256 KiB", async () => {
    const value = ["a\u0001b", "x\ud83d\ude00y", { "": null, nested: [[{ é: 1.5 }]] }];
    expectStatus(await request(svc.app).put("/infra/kv/value").set(a.apiKey).send({ value }), 200);
    expect((await request(svc.app).get("/infra/kv/value").set(a.apiKey)).body.value).toEqual(value);
    // U+0000 and lone surrogates are refused before any handler (README, "Errors"), never changed.
    for (const [odd, member] of [
      [["a\u0000b"], "/value/0"],
      [["x\ud800y"], "/value/0"],
      [{ "\u0000": 1 }, "/value/\\u0000"],
    ] as const) {
      const res = await request(svc.app).put("/infra/kv/odd").set(a.apiKey).send({ value: odd });
      expectStatus(res, 400);
      expect(res.body.issues).toEqual([expect.objectContaining({ location: "body", name: member })]);
    }
    expect((await request(svc.app).get("/infra/kv/odd").set(a.apiKey)).status).toBe(404);
    const big = await request(svc.app)
      .put("/infra/kv/big")
      .set(a.apiKey)
      .send({ value: "x".repeat(256 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: "payload_too_large", issues: [{ name: "/value" }] });
    const bigInBatch = await request(svc.app)
      .post("/infra/kv")
      .set(a.apiKey)
      .send({ ops: [{ op: "set", key: "big", value: "x".repeat(256 * 1024) }] });
    expect(bigInBatch.status).toBe(413);
    expect((await request(svc.app).get("/infra/kv/big").set(a.apiKey)).status).toBe(404);
    expect((await request(svc.app).get("/infra/kv/%2E").set(a.apiKey)).status).toBe(400);
  });

  it("applies a batch all or nothing", async () => {
    const ok = await request(svc.app)
      .post("/infra/kv")
      .set(a.apiKey)
      .send({
        ops: [
          { op: "set", key: "b1", value: 1 },
          { op: "increment", key: "b1", value: 2 },
          { op: "get", key: "b1" },
          { op: "delete", key: "nope" },
        ],
      });
    expect(ok.body.results).toEqual([
      { key: "b1", value: 1, status: "created" },
      { key: "b1", value: 3, status: "ok" },
      { key: "b1", value: 3, status: "ok" },
      { key: "nope", value: null, status: "not_found" },
    ]);
    const failed = await request(svc.app)
      .post("/infra/kv")
      .set(a.apiKey)
      .send({
        ops: [
          { op: "set", key: "b2", value: 1 },
          { op: "set", key: "word2", value: "x" },
          { op: "increment", key: "word2" },
        ],
      });
    expect(failed.status).toBe(409);
    expect(failed.body).toMatchObject({ code: "conflict", issues: [{ name: "/ops/2" }] });
    expect((await request(svc.app).get("/infra/kv/b2").set(a.apiKey)).status).toBe(404);
  });

  it("pages keys with an opaque cursor", async () => {
    const t = await newTenant(svc);
    await request(svc.app)
      .post("/infra/kv")
      .set(t.apiKey)
      .send({
        ops: Array.from({ length: 25 }, (_, i) => ({
          op: "set",
          key: `p${String(i).padStart(2, "0")}`,
          value: i,
        })),
      });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: request.Response = await request(svc.app)
        .get(`/infra/kv?limit=10${cursor ? `&cursor=${cursor}` : ""}`)
        .set(t.apiKey);
      seen.push(...page.body.keys);
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `p${String(i).padStart(2, "0")}`));
    expect((await request(svc.app).get("/infra/kv?cursor=%21").set(t.apiKey)).status).toBe(400);
  });
});

describe("locks", () => {
  it("gives the lock to exactly one of 50 concurrent acquirers", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        request(svc.app)
          .post("/infra/locks/job/acquire")
          .set(a.apiKey)
          .send({ ttl_ms: 60_000, holder_id: `w${i}` }),
      ),
    );
    const holders = answers.filter((r) => r.body.locked);
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(holders).toHaveLength(1);
    const status = await request(svc.app).get("/infra/locks/job").set(a.apiKey);
    expect(status.body).toMatchObject({
      locked: true,
      holder_id: holders[0]!.body.holder_id ?? expect.any(String),
    });
    // Another project's lock of the same name is separate.
    expect(
      (await request(svc.app).post("/infra/locks/job/acquire").set(b.apiKey).send({ ttl_ms: 1000 })).body
        .locked,
    ).toBe(true);
  });

  it("needs the current token to renew and release, and raises the fencing token", async () => {
    const first = await request(svc.app)
      .post("/infra/locks/f/acquire")
      .set(a.apiKey)
      .send({ ttl_ms: 10_000 });
    expect(
      (await request(svc.app).post("/infra/locks/f/release").set(a.apiKey).send({ token: "999999" })).status,
    ).toBe(409);
    expect(
      (
        await request(svc.app)
          .post("/infra/locks/f/renew")
          .set(b.apiKey)
          .send({ token: first.body.token, ttl_ms: 5 })
      ).status,
    ).toBe(409);
    expectStatus(
      await request(svc.app)
        .post("/infra/locks/f/renew")
        .set(a.apiKey)
        .send({ token: first.body.token, ttl_ms: 20_000 }),
      200,
    );
    expectStatus(
      await request(svc.app).post("/infra/locks/f/release").set(a.apiKey).send({ token: first.body.token }),
      200,
    );
    expect(
      (await request(svc.app).post("/infra/locks/f/release").set(a.apiKey).send({ token: first.body.token }))
        .status,
    ).toBe(409);
    const second = await request(svc.app)
      .post("/infra/locks/f/acquire")
      .set(a.apiKey)
      .send({ ttl_ms: 10_000 });
    expect(BigInt(second.body.token)).toBeGreaterThan(BigInt(first.body.token));
    expect(
      (await request(svc.app).post("/infra/locks/f/acquire").set(a.apiKey).send({ ttl_ms: 0 })).status,
    ).toBe(400);
  });
});

describe("sketches", () => {
  it("counts 100,000 distinct elements within 2%", async () => {
    for (let batch = 0; batch < 100; batch++) {
      const elements = Array.from({ length: 1_000 }, (_, i) => `user-${batch * 1_000 + i}`);
      expectStatus(
        await request(svc.app).post("/infra/sketches/hll/visitors/add").set(a.apiKey).send({ elements }),
        200,
      );
    }
    const { count } = (await request(svc.app).get("/infra/sketches/hll/visitors/count").set(a.apiKey)).body;
    expect(Math.abs(count - 100_000) / 100_000).toBeLessThanOrEqual(0.02);
    expect((await request(svc.app).get("/infra/sketches/hll/visitors/count").set(b.apiKey)).body.count).toBe(
      0,
    );
    await request(svc.app)
      .post("/infra/sketches/hll/other/add")
      .set(a.apiKey)
      .send({ elements: ["user-1", "new-1"] });
    const merged = await request(svc.app)
      .post("/infra/sketches/hll/merge")
      .set(a.apiKey)
      .send({ dest_key: "all", source_keys: ["visitors", "other", "missing"] });
    expect(Math.abs(merged.body.count - 100_001) / 100_001).toBeLessThanOrEqual(0.02);
  });

  it("never estimates below the true count", async () => {
    const elements = [{ item: "home", count: 500 }, { item: "about", count: 3 }, { item: "home" }];
    await request(svc.app).post("/infra/sketches/cms/pages/increment").set(a.apiKey).send({ elements });
    const home = await request(svc.app).get("/infra/sketches/cms/pages/estimate?item=home").set(a.apiKey);
    expect(home.body.estimated_count).toBeGreaterThanOrEqual(501);
    const other = await request(svc.app).get("/infra/sketches/cms/pages/estimate?item=home").set(b.apiKey);
    expect(other.body.estimated_count).toBe(0);
  });
});
