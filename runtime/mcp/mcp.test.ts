/**
 * `/mcp` as an agent meets it, through the MCP SDK's own client where it can be: tool hints and
 * output schemas, `tools/list` pages, the resources, the 401 challenge with its protected-resource
 * metadata, and the Origin check.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import request from "supertest";
import type { Database } from "../../storage/db.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";
import { openTestDatabase } from "../../storage/testing.js";
import { loadService } from "../registry.js";
import { startTestService, type TestService } from "../testing/harness.js";
import { TOOLS_PAGE_BYTES } from "./pagination.js";

const ACCEPT = "application/json, text/event-stream";

let uuid: TestService;
let infra: TestService;
let uuidBase: string;
let infraBase: string;

// One database for every service the file starts: its paid calls use their own API key, and
// nothing one test writes is read by another.
let db: Database;

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  uuid = await startTestService("uuid", { db, env: { CORS_ORIGINS: "https://app.example" } });
  infra = await startTestService("infra", { db });
  uuidBase = await uuid.listen();
  infraBase = await infra.listen();
});
afterAll(async () => {
  await uuid?.close();
  await infra?.close();
  await db?.close();
});
afterEach(() => {
  expect(uuid.violations()).toEqual([]);
  expect(infra.violations()).toEqual([]);
});

async function connect(base: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers } }),
  );
  return client;
}

/** Every tool, following `nextCursor` page by page; also returns the page sizes. */
async function allTools(client: Client): Promise<{ tools: Tool[]; pages: number[] }> {
  const tools: Tool[] = [];
  const pages: number[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor ? { cursor } : {});
    tools.push(...page.tools);
    pages.push(page.tools.length);
    cursor = page.nextCursor;
  } while (cursor);
  return { tools, pages };
}

/** One JSON-RPC message to a service's /mcp, without the SDK. */
function rpc(svc: TestService, body: object, headers: Record<string, string> = {}) {
  return request(svc.app)
    .post("/mcp")
    .set({ Accept: ACCEPT, ...headers })
    .send({ jsonrpc: "2.0", id: 1, ...body });
}

describe("tools/list", () => {
  it("pages infra's tools within TOOLS_PAGE_BYTES each, every tool once, in contract order", async () => {
    const client = await connect(infraBase);
    const { tools, pages } = await allTools(client);
    const infraTools = (await loadService("infra")).definition.tools;
    expect(tools.map((t) => t.name)).toEqual(infraTools.map((t) => t.name));
    expect(pages.length).toBeGreaterThan(1);
    let offset = 0;
    for (const count of pages) {
      const bytes = tools
        .slice(offset, offset + count)
        .reduce((n, t) => n + Buffer.byteLength(JSON.stringify(t)), 0);
      if (count > 1) expect(bytes).toBeLessThanOrEqual(TOOLS_PAGE_BYTES);
      offset += count;
    }
    await client.close();
  });

  it("gives uuid's two tools in one page without a cursor", async () => {
    const res = await rpc(uuid, { method: "tools/list" });
    expect(res.body.result.tools).toHaveLength(2);
    expect(res.body.result.nextCursor).toBeUndefined();
  });

  it.each([
    ["text that is no cursor", "nonsense"],
    ["a cursor past the end", Buffer.from("999.AAAAAAAAAAAA").toString("base64url")],
  ])("refuses %s with JSON-RPC -32602", async (_name, cursor) => {
    const res = await rpc(infra, { method: "tools/list", params: { cursor } });
    expect(res.status).toBe(200);
    expect(res.body.error).toMatchObject({ code: -32602, message: expect.stringMatching(/cursor/i) });
  });

  it("refuses another service's cursor (its fingerprint differs)", async () => {
    const first = await rpc(infra, { method: "tools/list" });
    const cursor = first.body.result.nextCursor as string;
    expect(cursor).toEqual(expect.any(String));
    const res = await rpc(uuid, { method: "tools/list", params: { cursor } });
    expect(res.body.error).toMatchObject({ code: -32602 });
  });

  it("derives hints from the HTTP method and titles from the summary", async () => {
    const { tools } = await allTools(await connect(infraBase));
    const byName = new Map(tools.map((t) => [t.name, t]));
    expect(byName.get("delete_organization")).toMatchObject({
      title: "Delete an organization",
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    });
    expect(byName.get("kv_get")?.annotations).toMatchObject({ readOnlyHint: true });
    expect(byName.get("kv_put")?.annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
    });
    // The contract's `x-mcp-hints` where the method says too little: this POST reaches other sites.
    expect(byName.get("publish_event")?.annotations).toMatchObject({
      destructiveHint: false,
      openWorldHint: true,
    });
    const post = tools.find((t) => t.name === "create_organization");
    expect(post?.annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
    });
    for (const tool of tools) {
      expect(tool.title).toEqual(expect.any(String));
      expect(tool.annotations?.title).toBe(tool.title);
      if (tool.outputSchema) expect(tool.outputSchema.type).toBe("object");
    }
  });
});

describe("tools/call", () => {
  it("returns structuredContent that the SDK client checks against the outputSchema, with the text too", async () => {
    const { key } = await createApiKey(uuid.db.knex, { name: "mcp-out", creditsMicros: 1700 });
    const client = await connect(uuidBase, { Authorization: `Bearer ${key}` });
    const { tools } = await client.listTools();
    expect(tools.find((t) => t.name === "get_uuid")?.outputSchema).toMatchObject({
      type: "object",
      required: expect.arrayContaining(["uuids", "count"]),
    });
    // callTool validates structuredContent against the listed outputSchema and throws if it fails.
    const result = await client.callTool({ name: "get_uuid", arguments: { count: "2" } });
    expect(result.isError).toBe(false);
    expect(result.structuredContent).toMatchObject({
      count: 2,
      uuids: [expect.any(String), expect.any(String)],
    });
    const [text] = result.content as { type: string; text: string }[];
    expect(JSON.parse(text!.text)).toEqual(result.structuredContent);
    await client.close();
  });

  it("wraps a body that is not an object under `result`, as its outputSchema says", async () => {
    const account = await startTestService("account", { db });
    try {
      const client = await connect(await account.listen());
      const { tools } = await allTools(client);
      expect(tools.find((t) => t.name === "get_session")?.outputSchema).toMatchObject({
        type: "object",
        properties: { result: { anyOf: expect.any(Array) } },
        required: ["result"],
      });
      // No session: the operation answers JSON null, a success the SDK client checks against the schema.
      const result = await client.callTool({ name: "get_session", arguments: {} });
      expect(result.isError).toBe(false);
      expect(result.structuredContent).toEqual({ result: null });
      expect(result.content).toEqual([{ type: "text", text: "null" }]);
      await client.close();
      expect(account.violations()).toEqual([]);
    } finally {
      await account.close();
    }
  });

  it("gives an error result its body as text and no structuredContent, which the SDK client accepts after listing", async () => {
    const client = await connect(uuidBase);
    await client.listTools(); // the client now checks get_uuid's results against its outputSchema
    const result = await client.callTool({ name: "get_uuid", arguments: { count: "500" } });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    const [text] = result.content as { type: string; text: string }[];
    expect(JSON.parse(text!.text)).toMatchObject({ code: "validation_failed" });
    expect(result._meta).toMatchObject({ status: 400 });
    await client.close();
  });

  it("answers an unknown tool with JSON-RPC -32602", async () => {
    const res = await rpc(uuid, { method: "tools/call", params: { name: "no_such_tool", arguments: {} } });
    expect(res.body.error).toMatchObject({ code: -32602, message: "Unknown tool: no_such_tool" });
  });
});

describe("resources", () => {
  it("lists the OpenAPI document and llms.txt at the service's URLs, and the capability says so", async () => {
    const client = await connect(uuidBase);
    expect(client.getServerCapabilities()?.resources).toBeDefined();
    const { resources } = await client.listResources();
    expect(resources).toEqual([
      expect.objectContaining({ uri: `${uuidBase}/openapi.json`, mimeType: "application/json" }),
      expect.objectContaining({ uri: `${uuidBase}/llms.txt`, mimeType: "text/plain" }),
    ]);
    expect((await client.listResourceTemplates()).resourceTemplates).toEqual([]);
    await client.close();
  });

  it("reads each as the service serves it over HTTP", async () => {
    const client = await connect(uuidBase);
    const openapi = await client.readResource({ uri: `${uuidBase}/openapi.json` });
    const served = await fetch(`${uuidBase}/openapi.json`).then((r) => r.json());
    expect(JSON.parse((openapi.contents[0] as { text: string }).text)).toEqual(served);
    const llms = await client.readResource({ uri: `${uuidBase}/llms.txt` });
    expect((llms.contents[0] as { text: string }).text).toBe(
      await fetch(`${uuidBase}/llms.txt`).then((r) => r.text()),
    );
    await client.close();
  });

  it("answers an unknown URI with JSON-RPC -32002 naming it", async () => {
    const res = await rpc(uuid, { method: "resources/read", params: { uri: "file:///etc/passwd" } });
    expect(res.body.error).toMatchObject({ code: -32002, data: { uri: "file:///etc/passwd" } });
  });
});

describe("authentication", () => {
  it("answers a refused credential 401 with a Bearer challenge naming the protected-resource metadata", async () => {
    const res = await rpc(uuid, { method: "tools/list" }, { Authorization: "Bearer sk_unknown" });
    expect(res.status).toBe(401);
    const challenge = res.headers["www-authenticate"] as string;
    const match = /^Bearer error="invalid_token", resource_metadata="([^"]+)"$/.exec(challenge);
    expect(match).not.toBeNull();
    const url = new URL(match![1]!);
    expect(url.pathname).toBe("/.well-known/oauth-protected-resource");
    const metadata = await request(uuid.app).get(url.pathname).set("Host", url.host);
    expect(metadata.status).toBe(200);
    expect(metadata.body).toEqual({
      resource: `http://${url.host}`,
      bearer_methods_supported: ["header"],
      resource_name: "UUID generator",
      resource_documentation: `http://${url.host}/docs`,
    });
  });

  it("serves the metadata with the base URL the client sees", async () => {
    const res = await fetch(`${infraBase}/.well-known/oauth-protected-resource`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      resource: infraBase,
      resource_documentation: `${infraBase}/docs`,
    });
  });
});

describe("Origin", () => {
  const initialize = {
    method: "initialize",
    params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } },
  };

  it.each<[string, Record<string, string>]>([
    ["no Origin (not a browser)", {}],
    ["the server's own loopback origin", { Host: "127.0.0.1:3000", Origin: "http://127.0.0.1:3000" }],
    ["localhost by name", { Host: "localhost:3000", Origin: "http://LOCALHOST:3000" }],
    ["an origin listed in CORS_ORIGINS", { Host: "api.example", Origin: "https://app.example" }],
  ])("accepts %s", async (_name, headers) => {
    const res = await rpc(uuid, initialize, headers);
    expect(res.status).toBe(200);
    expect(res.body.result.serverInfo.name).toBe("uuid");
  });

  it.each<[string, Record<string, string>]>([
    [
      "a DNS-rebinding page (Host and Origin both the attacker's)",
      { Host: "evil.example.com", Origin: "http://evil.example.com" },
    ],
    ["another site against a loopback Host", { Host: "127.0.0.1:3000", Origin: "https://evil.example" }],
    ["another port of the loopback host", { Host: "127.0.0.1:3000", Origin: "http://127.0.0.1:4000" }],
    ["the opaque origin `null`", { Origin: "null" }],
    ["an origin CORS_ORIGINS does not list", { Host: "api.example", Origin: "https://other.example" }],
  ])("refuses %s with 403 in the JSON-RPC error shape", async (_name, headers) => {
    const res = await rpc(uuid, initialize, headers);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32000, message: expect.stringMatching(/Origin/) },
    });
  });

  it("allows PUBLIC_URL's origin", async () => {
    const svc = await startTestService("uuid", { db, env: { PUBLIC_URL: "https://uuid.example.org/base/" } });
    try {
      const allowed = await rpc(svc, initialize, {
        Host: "internal:8080",
        Origin: "https://uuid.example.org",
      });
      expect(allowed.status).toBe(200);
      const refused = await rpc(svc, initialize, { Host: "internal:8080", Origin: "http://internal:8080" });
      expect(refused.status).toBe(403);
    } finally {
      await svc.close();
    }
  });
});
