/**
 * Refusals of a request's head — too large (431), not parsable (400), too slow (408) — answered
 * by the server `npm start` runs with a body in the error shape of the service the request was
 * for (the generic problem where that cannot be told) and `Connection: close`, never an empty
 * body. Heads between the contracts' 64 KiB and Node's 256 KiB reach the service's router.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Database } from "../storage/db.js";
import { openTestDatabase } from "../storage/testing.js";
import { createApp, createHttpServer, MAX_HEADER_BYTES } from "./app.js";
import { createRuntimeDeps } from "./bootstrap.js";
import { clientErrorResponse } from "./clientError.js";
import type { RuntimeDeps } from "./deps.js";
import { CONTRACT_HEAD_BYTES } from "./headLimit.js";
import { createLogger } from "./logger.js";
import { loadServices } from "./registry.js";
import { type RawAnswer, rawRequest } from "./testing/rawHttp.js";

let db: Database;
let deps: RuntimeDeps;
let server: Server;
let origin: string;

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  deps = await createRuntimeDeps({ db, log: createLogger("silent"), manualWork: true });
  const app = createApp({ deps, services: await loadServices(), httpLog: false });
  server = createHttpServer(app, {
    headersTimeout: 500,
    requestTimeout: 1000,
    connectionsCheckingInterval: 100,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await deps.payments.close();
  await db.close();
});

/**
 * The answer is a problem with `status` and `code`, on a connection the server closes; a body
 * written after Express saw the request also names its id, the one in `X-Request-Id`.
 */
function expectProblem(res: RawAnswer, status: number, code: string): void {
  expect(res.status).toBe(status);
  expect(res.headers).toMatchObject({
    "content-type": expect.stringMatching(/^application\/problem\+json/),
    connection: "close",
    "x-content-type-options": "nosniff",
  });
  const { requestId, ...problem } = JSON.parse(res.body);
  expect(problem).toEqual({
    type: "about:blank",
    title: expect.any(String),
    status,
    detail: expect.any(String),
    code,
  });
  if (requestId !== undefined) expect(requestId).toBe(res.headers["x-request-id"]);
}

/** The answer is uuid's envelope with `status` and `code`, on a connection the server closes. */
function expectEnvelope(res: RawAnswer, status: number, code: string): void {
  expect(res.status).toBe(status);
  expect(res.headers).toMatchObject({
    "content-type": expect.stringMatching(/^application\/json/),
    connection: "close",
  });
  expect(JSON.parse(res.body)).toMatchObject({ success: false, code, error: expect.any(String) });
}

describe("the HTTP server", () => {
  it.each([
    ["a 100 KB path", `GET /uuid/v1/${"a".repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`],
    ["a 100 KB query", `GET /uuid/v1/uuid?count=${"1".repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`],
    ["a 100 KB header", `GET /uuid/v1/uuid HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(100_000)}\r\n\r\n`],
  ])("answers %s to a service with a 431 in its error shape", async (_what, head) => {
    expectEnvelope(await rawRequest(origin, head), 431, "headers_too_large");
  });

  it("answers a 100 KB header on its own routes with a 431 problem", async () => {
    expectProblem(
      await rawRequest(origin, `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(100_000)}\r\n\r\n`),
      431,
      "headers_too_large",
    );
  });

  it("answers a head over what Node reads with a 431 problem (its service cannot be told)", async () => {
    const head = `GET /uuid/v1/uuid HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(MAX_HEADER_BYTES + 1000)}\r\n\r\n`;
    expectProblem(await rawRequest(origin, head), 431, "headers_too_large");
  });

  it("reads a head just under the contracts' limit (the contract's own checks answer it)", async () => {
    const res = await rawRequest(
      origin,
      `GET /uuid/v1/uuid?x=${"a".repeat(CONTRACT_HEAD_BYTES - 200)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(res.status).not.toBe(431);
  });

  it.each([
    ["a 100 KB query", `POST /uuid/mcp?x=${"a".repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
    ["a NUL in a header", "POST /uuid/mcp HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0000b\r\n\r\n", 400],
  ])("answers the MCP endpoint's request with %s with a JSON-RPC error", async (_what, head, status) => {
    const res = await rawRequest(origin, head);
    expect(res.status).toBe(status);
    expect(JSON.parse(res.body)).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32600 } });
  });

  it("answers a service's request with a NUL in a header with a 400 in the service's shape", async () => {
    expectEnvelope(
      await rawRequest(origin, "GET /uuid/v1/uuid?count=1 HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0000b\r\n\r\n"),
      400,
      "malformed_http",
    );
  });

  it.each([
    ["NUL", "\u0000"],
    ["DEL", "\u007f"],
    ["a bare CR", "\r"],
  ])("answers a header value holding %s with a 400 problem", async (_what, ch) => {
    expectProblem(
      await rawRequest(origin, `GET /health HTTP/1.1\r\nHost: x\r\nX-Bad: a${ch}b\r\n\r\n`),
      400,
      "malformed_http",
    );
  });

  it("answers a malformed request line with a 400 problem", async () => {
    expectProblem(await rawRequest(origin, "GET /health HTTP/9\r\n\r\n"), 400, "malformed_http");
  });

  it("answers a head that never ends with a 408 problem", async () => {
    expectProblem(
      await rawRequest(origin, "GET /health HTTP/1.1\r\nHost: x\r\n", { timeoutMs: 5000 }),
      408,
      "request_timeout",
    );
  });

  it("writes a well-formed response for every refusal", () => {
    for (const code of [
      "HPE_HEADER_OVERFLOW",
      "HPE_INVALID_HEADER_TOKEN",
      "ERR_HTTP_REQUEST_TIMEOUT",
      undefined,
    ]) {
      const text = clientErrorResponse(code);
      const [head, body] = text.split("\r\n\r\n");
      expect(head).toMatch(/^HTTP\/1\.1 (400|408|431) /);
      expect(head).toContain(`Content-Length: ${Buffer.byteLength(body!)}`);
      expect(JSON.parse(body!).status).toBe(Number(head!.split(" ")[1]));
    }
  });
});
