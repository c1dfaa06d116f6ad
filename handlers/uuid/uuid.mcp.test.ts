/**
 * The `/mcp` endpoint through the MCP SDK's own client: one tool per operation, and
 * `tools/call` running through the same validation, metering and handlers as REST.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";

let svc: TestService;
let base: string;

beforeAll(async () => {
  svc = await startTestService("uuid");
  base = await svc.listen();
});
afterAll(() => svc.close());

async function connect(headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers } }),
  );
  return client;
}

describe("mcp", () => {
  it("lists one tool per operation, named by operation id, with the contract's parameters", async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(["generate_uuid", "get_uuid"]);
    const tool = tools.find((t) => t.name === "generate_uuid")!;
    expect(tool.inputSchema.properties).toMatchObject({
      count: { type: "string", pattern: "^0*(?:[1-9]|[1-9][0-9]|100)$", default: "1" },
      format: { enum: ["uuid", "urn", "hex", "int"] },
    });
    await client.close();
  });

  it("runs tools/call through the handler and returns the REST body", async () => {
    const { key } = await createApiKey(svc.db.knex, { name: "mcp", creditsMicros: 1700 });
    const client = await connect({ Authorization: `Bearer ${key}` });
    const result = await client.callTool({ name: "get_uuid", arguments: { count: "3", format: "hex" } });
    expect(result.isError).toBe(false);
    expect(result.structuredContent).toMatchObject({
      success: true,
      count: 3,
      format: "hex",
      network: "base",
    });
    // Metered like REST: the key paid for exactly one call.
    expect((await svc.settledKey(key))?.creditsMicros).toBe(0n);
    await client.close();
  });

  it("validates tool arguments with the generated validators (400, nothing charged)", async () => {
    const { key } = await createApiKey(svc.db.knex, { name: "mcp-bad", creditsMicros: 1700 });
    const client = await connect({ Authorization: `Bearer ${key}` });
    const result = await client.callTool({ name: "generate_uuid", arguments: { count: "500" } });
    expect(result.isError).toBe(true);
    // The error body is the text (an error result has no structuredContent: see runtime/mcp/handler.ts).
    expect(result.structuredContent).toBeUndefined();
    const [text] = result.content as { type: string; text: string }[];
    expect(JSON.parse(text!.text)).toMatchObject({ code: "validation_failed", issues: [{ name: "count" }] });
    expect((await svc.settledKey(key))?.creditsMicros).toBe(1700n);
    await client.close();
  });

  it("answers 402 through MCP when nothing pays", async () => {
    const { key } = await createApiKey(svc.db.knex, { name: "mcp-empty", creditsMicros: 0 });
    const client = await connect({ Authorization: `Bearer ${key}` });
    const result = await client.callTool({ name: "generate_uuid", arguments: {} });
    expect(result.isError).toBe(true);
    expect(result._meta).toMatchObject({ status: 402, headers: { "PAYMENT-REQUIRED": expect.any(String) } });
    await client.close();
  });

  it("answers 401 before the protocol starts when the bearer key is not valid", async () => {
    const res = await request(svc.app)
      .post("/mcp")
      .set("Authorization", "Bearer sk_unknown")
      .set("Accept", "application/json, text/event-stream")
      .send({ jsonrpc: "2.0", id: 1, method: "tools/list" });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: "invalid_credentials" });
  });

  it.each([
    ["an empty batch", []],
    ["a batch of one request", [{ jsonrpc: "2.0", id: 1, method: "tools/list" }]],
  ])("refuses %s with a JSON-RPC 400 (one message per request)", async (_name, body) => {
    const res = await request(svc.app)
      .post("/mcp")
      .set("Accept", "application/json, text/event-stream")
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ jsonrpc: "2.0", error: { code: -32600 } });
  });

  it.each([
    ["U+0000", '"a\\u0000b"', "/params/_meta/progressToken"],
    ["a lone surrogate", '"a\\ud800b"', "/params/_meta/progressToken"],
    ["JSON nested 10,000 deep", `${"[".repeat(10_000)}${"]".repeat(10_000)}`, "/params/_meta/progressToken"],
  ])("refuses a message holding %s with a JSON-RPC 400 naming the member", async (_what, value, member) => {
    const res = await request(svc.app)
      .post("/mcp")
      .set("Content-Type", "application/json")
      .set("Accept", "application/json, text/event-stream")
      .send(`{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":{"progressToken":${value}}}}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32600, data: { code: "validation_failed" } },
    });
    expect(res.body.error.data.issues[0].name).toMatch(new RegExp(`^${member}`));
  });

  it("answers a malformed JSON body with 400, not 500", async () => {
    const res = await request(svc.app)
      .post("/mcp")
      .set("Content-Type", "application/json")
      .set("Accept", "application/json, text/event-stream")
      .send("{not json");
    expect(res.status).toBe(400);
  });

  it.each(["get", "delete"] as const)("answers %s /mcp with 405", async (method) => {
    const res = await request(svc.app)[method]("/mcp");
    expect(res.status).toBe(405);
  });
});
