/**
 * Every rule of the UUID section of the seed, over HTTP, with the independent validator
 * judging each response against the published document.
 */
import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";

const CANONICAL = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let svc: TestService;
let key: string;

beforeAll(async () => {
  svc = await startTestService("uuid");
  // A funded key keeps these rule checks clear of the free allowance.
  const { createApiKey } = await import("../../storage/platform/apiKeys.js");
  key = (await createApiKey(svc.db.knex, { name: "rules", creditsMicros: 1_000_000_000 })).key;
});
afterAll(() => svc.close());
afterEach(() => expect(svc.violations()).toEqual([]));

const get = (path: string) => request(svc.app).get(path).set("Authorization", `Bearer ${key}`);

describe("generate_uuid", () => {
  it("returns one canonical UUID, also as `uuid`, when count and format are omitted", async () => {
    const res = await get("/v1/uuid");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      uuids: [expect.stringMatching(CANONICAL)],
      count: 1,
      format: "uuid",
      uuid: res.body.uuids[0],
    });
  });

  it.each([
    ["uuid", CANONICAL],
    ["urn", /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/],
    ["hex", /^[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}$/],
    ["int", /^[0-9]{1,39}$/],
  ])("returns the %s form", async (format, pattern) => {
    const res = await get(`/v1/uuid?count=3&format=${format}`);
    expect(res.status).toBe(200);
    expect(res.body.format).toBe(format);
    expect(res.body.uuids).toHaveLength(3);
    for (const u of res.body.uuids) expect(u).toMatch(pattern);
  });

  it("omits `uuid` when more than one UUID is returned", async () => {
    const res = await get("/v1/uuid?count=2");
    expect(res.body.count).toBe(2);
    expect(res.body).not.toHaveProperty("uuid");
  });

  it.each(["1", "100", "007", "0100"])("accepts count=%s", async (count) => {
    const res = await get(`/v1/uuid?count=${count}`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(Number(count));
    expect(new Set(res.body.uuids).size).toBe(Number(count));
  });

  it.each([
    ["zero", "count=0"],
    ["above the range", "count=101"],
    ["negative", "count=-1"],
    ["a decimal", "count=1.5"],
    ["an exponent", "count=1e2"],
    ["letters", "count=abc"],
    ["empty", "count="],
    ["padded", "count=%201"],
    ["a huge number", `count=${"9".repeat(40)}`],
    ["repeated", "count=1&count=2"],
  ])("rejects count that is %s with 400 naming count", async (_name, query) => {
    const res = await get(`/v1/uuid?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: "validation_failed" });
    expect(res.body.issues).toEqual([expect.objectContaining({ location: "query", name: "count" })]);
    expect(res.body.error).toContain("count");
  });

  it.each(["URN", "base64", ""])("rejects format=%s with 400 naming format", async (format) => {
    const res = await get(`/v1/uuid?format=${format}`);
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([expect.objectContaining({ location: "query", name: "format" })]);
  });

  it("names every invalid parameter at once", async () => {
    const res = await get("/v1/uuid?count=0&format=nope");
    expect(res.body.issues.map((i: { name: string }) => i.name).sort()).toEqual(["count", "format"]);
  });
});

describe("the published count pattern", () => {
  it("accepts exactly the values the server accepts", async () => {
    const { uuidOperations } = await import("../../generated/uuid/operations.js");
    const { readFileSync } = await import("node:fs");
    const { parse } = await import("yaml");
    const doc = parse(readFileSync(new URL("../../generated/uuid/openapi.yaml", import.meta.url), "utf8"));
    const pattern = new RegExp(doc.components.parameters["UuidQuery.count"].schema.pattern);
    const query = uuidOperations.find((op) => op.operationId === "generate_uuid")!.schemas.query!;
    const samples = [
      ...Array.from({ length: 130 }, (_, i) => String(i)),
      "00",
      "007",
      "0100",
      "1000",
      "-1",
      "1.0",
      "",
    ];
    for (const count of samples) {
      expect([count, pattern.test(count)]).toEqual([count, query.safeParse({ count }).success]);
    }
  });
});

describe("get_uuid", () => {
  it("adds network base and asset USDC to the same result", async () => {
    const res = await get("/x402/uuid?count=2&format=hex");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      count: 2,
      format: "hex",
      network: "base",
      asset: "USDC",
    });
    expect(res.body.uuids).toHaveLength(2);
  });

  it("applies the same parameter rules", async () => {
    const res = await get("/x402/uuid?count=101");
    expect(res.status).toBe(400);
    expect(res.body.issues[0]).toMatchObject({ location: "query", name: "count" });
  });
});

describe("routing", () => {
  it("answers an unknown route with 404 in the service's error shape", async () => {
    const res = await request(svc.app).get("/v2/uuid");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: "route_not_found" });
  });

  it("answers another method on a known path with 405 and Allow", async () => {
    const res = await request(svc.app).post("/v1/uuid");
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET");
  });
});
