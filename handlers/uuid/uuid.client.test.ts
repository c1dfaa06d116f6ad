/**
 * The generated client package (`generated/uuid/client/`) against the uuid service served
 * in-process over real HTTP: typed calls reach the server through the base URL, credentials
 * travel in `headers`, non-2xx answers come back as `error`.
 */
import { createUuidClient, type UuidClient } from "../../generated/uuid/client/index.js";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";

let svc: TestService;
let baseUrl: string;

beforeAll(async () => {
  svc = await startTestService("uuid");
  baseUrl = await svc.listen();
});
afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

async function keyedClient(): Promise<UuidClient> {
  const { key } = await createApiKey(svc.db.knex, { name: "client", creditsMicros: 1_000_000 });
  return createUuidClient({ baseUrl, headers: { Authorization: `Bearer ${key}` } });
}

describe("createUuidClient", () => {
  it("refuses to be created without a base URL", () => {
    expect(() => createUuidClient({ baseUrl: "" })).toThrow(/baseUrl is required/);
    // A JavaScript caller can omit it altogether; the message is the same.
    expect(() => createUuidClient({} as never)).toThrow(TypeError);
  });

  it("appends the contract's paths to the base URL, a trailing slash included", async () => {
    for (const url of [baseUrl, `${baseUrl}/`]) {
      const { data, error, response } = await createUuidClient({ baseUrl: url }).GET("/health");
      expect(error).toBeUndefined();
      expect(response.url).toBe(`${baseUrl}/health`);
      expect(data).toMatchObject({ service: "uuid", status: "ok" });
    }
  });
});

describe("generate_uuid", () => {
  it("returns the typed body for a call authenticated through the client's headers", async () => {
    const client = await keyedClient();
    const { data, error } = await client.GET("/v1/uuid", {
      params: { query: { count: "3", format: "urn" } },
    });
    expect(error).toBeUndefined();
    expect(data?.count).toBe(3);
    expect(data?.uuids).toHaveLength(3);
    for (const u of data?.uuids ?? []) expect(u).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
  });

  it("returns the contract's error body as error on a 400, with no data", async () => {
    const client = await keyedClient();
    const { data, error, response } = await client.GET("/v1/uuid", { params: { query: { count: "101" } } });
    expect(response.status).toBe(400);
    expect(data).toBeUndefined();
    expect(error).toMatchObject({ code: expect.any(String) });
  });

  it("sends a call's own Authorization over the client's", async () => {
    const client = await keyedClient();
    const { error, response } = await client.GET("/v1/uuid", {
      headers: { Authorization: "Bearer sk_not_a_key" },
    });
    expect(response.status).toBe(401);
    expect(error).toBeDefined();
  });
});
