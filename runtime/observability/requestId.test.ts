/**
 * `X-Request-Id`: the caller's id when it is 1–128 visible ASCII characters, else a new UUID,
 * echoed on every answer — operations, refusals, 404s at the root and in a service, discovery,
 * MCP, the metrics endpoint, and Node's own refusals of a head it cannot parse — and the id the
 * request's log line carries.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { pino } from "pino";
import request from "supertest";
import type { Database } from "../../storage/db.js";
import { openTestDatabase } from "../../storage/testing.js";
import { createApp, createHttpServer } from "../app.js";
import { createRuntimeDeps } from "../bootstrap.js";
import type { RuntimeDeps } from "../deps.js";
import { loadServices } from "../registry.js";
import { rawRequest } from "../testing/rawHttp.js";
import { requestIdFrom, requestIdInRawHead } from "./requestId.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let db: Database;
let deps: RuntimeDeps;
let server: Server;
let origin: string;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString("utf8").split("\n")) if (line) logLines.push(JSON.parse(line));
      done();
    },
  });
  deps = await createRuntimeDeps({ db, log: pino({ level: "info" }, sink), manualWork: true });
  const services = (await loadServices()).filter((s) => s.definition.name === "uuid");
  server = createHttpServer(createApp({ deps, services }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await deps.payments.close();
  await db.close();
});

describe("requestIdFrom", () => {
  it.each([
    ["a UUID", "0b6f1f5e-8a59-4a4e-9a53-0c2f1d9d2a11", true],
    ["one character", "x", true],
    ["128 visible characters", "!~".repeat(64), true],
    ["punctuation a proxy may use", "req:abc/123+=@", true],
    ["129 characters", "a".repeat(129), false],
    ["an empty value", "", false],
    ["a space", "a b", false],
    ["a tab", "a\tb", false],
    ["non-ASCII", "café", false],
    ["a DEL", "a\u007fb", false],
  ])("keeps %s only when acceptable, else makes a UUID", (_what, given, kept) => {
    const id = requestIdFrom(given);
    if (kept) expect(id).toBe(given);
    else expect(id).toMatch(UUID);
  });

  it("makes a new UUID when no header came", () => {
    expect(requestIdFrom(undefined)).toMatch(UUID);
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});

describe("X-Request-Id on every answer", () => {
  it.each([
    ["an operation", "get", "/uuid/v1/uuid?count=1", 200],
    ["a refused request", "get", "/uuid/v1/uuid?count=nope", 400],
    ["a 404 inside a service", "get", "/uuid/nowhere", 404],
    ["a 405 inside a service", "delete", "/uuid/v1/uuid", 405],
    ["a 404 at the root", "get", "/nowhere", 404],
    ["the service list", "get", "/", 200],
    ["discovery", "get", "/uuid/openapi.json", 200],
    ["the metrics endpoint", "get", "/metrics", 200],
  ] as const)("echoes the caller's id on %s", async (_what, method, path, status) => {
    const res = await request(server)[method](path).set("X-Request-Id", "trace-me:42");
    expect(res.status).toBe(status);
    expect(res.headers["x-request-id"]).toBe("trace-me:42");
  });

  it("echoes it on MCP answers", async () => {
    const res = await request(server)
      .post("/uuid/mcp")
      .set("X-Request-Id", "mcp-call-1")
      .set("Accept", "application/json, text/event-stream")
      .send({ jsonrpc: "2.0", id: 1, method: "ping" });
    expect(res.status).toBe(200);
    expect(res.headers["x-request-id"]).toBe("mcp-call-1");
  });

  it("answers a new UUID when the caller's id is not acceptable", async () => {
    const res = await request(server).get("/uuid/v1/uuid?count=1").set("X-Request-Id", "x".repeat(129));
    expect(res.headers["x-request-id"]).toMatch(UUID);
  });

  it("gives each request without an id its own", async () => {
    const [a, b] = await Promise.all([request(server).get("/health"), request(server).get("/health")]);
    expect(a.headers["x-request-id"]).toMatch(UUID);
    expect(b.headers["x-request-id"]).toMatch(UUID);
    expect(a.headers["x-request-id"]).not.toBe(b.headers["x-request-id"]);
  });

  it("is the id of the request's log line", async () => {
    const res = await request(server).get("/uuid/v1/uuid?count=1");
    const id = res.headers["x-request-id"];
    expect(logLines).toContainEqual(expect.objectContaining({ req: expect.objectContaining({ id }) }));
  });

  it("echoes it on Node's own refusal of a head it cannot parse", async () => {
    const answer = await rawRequest(
      origin,
      "GET /uuid/v1/uuid HTTP/1.1\r\nHost: x\r\nX-Request-Id: raw-7\r\nX-Bad: a\u0000b\r\n\r\n",
    );
    expect(answer.status).toBe(400);
    expect(answer.headers["x-request-id"]).toBe("raw-7");
  });

  it("answers a new UUID on Node's refusal when the head carries no id", async () => {
    const answer = await rawRequest(origin, "GET /health HTTP/9\r\n\r\n");
    expect(answer.status).toBe(400);
    expect(answer.headers["x-request-id"]).toMatch(UUID);
  });
});

describe("requestIdInRawHead", () => {
  it("reads the header case-insensitively and refuses an unacceptable value", () => {
    expect(requestIdInRawHead(Buffer.from("GET / HTTP/1.1\r\nx-REQUEST-id:  abc \r\n\r\n"))).toBe("abc");
    expect(requestIdInRawHead(Buffer.from("GET / HTTP/1.1\r\nX-Request-Id: a b\r\n\r\n"))).toMatch(UUID);
    expect(requestIdInRawHead(undefined)).toMatch(UUID);
  });
});
