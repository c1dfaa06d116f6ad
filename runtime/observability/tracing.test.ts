/**
 * Traces, read from an in-memory exporter: a request is a server span named by its route and
 * carrying its operation id and request id, continuing the caller's `traceparent`; its SQL
 * statements are child spans; an outbound POST (our node:http helper) and a fetch are client
 * spans whose `traceparent` the receiver gets; leased work is traced claim → perform → settle.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SpanKind } from "@opentelemetry/api";
import { InMemorySpanExporter, type ReadableSpan } from "@opentelemetry/sdk-trace-base";
import type { Express } from "express";
import { pino } from "pino";
import request from "supertest";
import type { Database } from "../../storage/db.js";
import { openTestDatabase } from "../../storage/testing.js";
import { createApp } from "../app.js";
import { createRuntimeDeps } from "../bootstrap.js";
import type { RuntimeDeps } from "../deps.js";
import { createLogger } from "../logger.js";
import { post } from "../outbound/post.js";
import { loadServices } from "../registry.js";
import { WorkEngine } from "../work/engine.js";
import { createTestTable, insertItems, TEST_TASK, testTask } from "../work/testing.js";
import { inSpan } from "./spans.js";
import { startTracing, type Tracing } from "./tracing.js";

const exporter = new InMemorySpanExporter();
let tracing: Tracing;
let db: Database;
let deps: RuntimeDeps;
let app: Express;
let receiver: Server;
let receiverUrl: string;
const received: IncomingHttpHeaders[] = [];

const TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
const CALLER_SPAN = "00f067aa0ba902b7";

const spans = () => exporter.getFinishedSpans();
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

beforeAll(async () => {
  tracing = startTracing({ serviceName: "tracing-test", exporter });
  db = await openTestDatabase({ boss: false });
  deps = await createRuntimeDeps({ db, log: createLogger("silent"), manualWork: true });
  const services = (await loadServices()).filter((s) => s.definition.name === "uuid");
  app = createApp({ deps, services, httpLog: false });
  receiver = createServer((req, res) => {
    received.push(req.headers);
    req.resume();
    req.on("end", () => res.end("ok"));
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook?token=secret`;
});

afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await deps.payments.close();
  await db.close();
  await tracing.shutdown();
});

beforeEach(() => {
  exporter.reset();
  received.length = 0;
});

describe("a request's trace", () => {
  it("is a server span named by its route, with its operation id and request id, continuing the caller's trace", async () => {
    const res = await request(app)
      .get("/uuid/v1/uuid?count=1")
      .set("traceparent", `00-${TRACE_ID}-${CALLER_SPAN}-01`)
      .set("X-Request-Id", "req-trace-1");
    expect(res.status).toBe(200);
    const server = spans().find((s) => s.kind === SpanKind.SERVER);
    expect(server).toBeDefined();
    expect(server!.name).toBe("GET /uuid/v1/uuid");
    expect(server!.attributes).toMatchObject({
      "http.request.method": "GET",
      "http.route": "/uuid/v1/uuid",
      "http.response.status_code": 200,
      "operation.id": "generate_uuid",
      "api.service": "uuid",
      "http.request.id": "req-trace-1",
    });
    expect(server!.spanContext().traceId).toBe(TRACE_ID);
    expect(parentOf(server!)).toBe(CALLER_SPAN);
    expect(server!.resource.attributes["service.name"]).toBe("tracing-test");
  });

  it("holds the request's SQL statements as child spans", async () => {
    await request(app).get("/uuid/v1/uuid?count=1").expect(200);
    const server = spans().find((s) => s.kind === SpanKind.SERVER)!;
    const statements = spans().filter((s) => s.attributes["db.system.name"] === "postgresql");
    // The free allowance is counted in the database before the handler runs.
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement.kind).toBe(SpanKind.CLIENT);
      expect(statement.spanContext().traceId).toBe(server.spanContext().traceId);
      expect(parentOf(statement)).toBe(server.spanContext().spanId);
      expect(statement.attributes["db.query.text"]).toEqual(expect.any(String));
      expect(statement.attributes["db.embedded"]).toBe(db.kind === "pglite");
    }
  });

  it("keeps the request's span across a body that arrives after the head (a JSON-RPC call over MCP)", async () => {
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port: (server.address() as AddressInfo).port,
          method: "POST",
          path: "/uuid/mcp",
          headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", reject);
      req.flushHeaders();
      // The body comes on the socket's own later event, outside the request's async context.
      setTimeout(() => {
        req.end(
          JSON.stringify({
            jsonrpc: "2.0",
            id: 1,
            method: "tools/call",
            params: { name: "generate_uuid", arguments: {} },
          }),
        );
      }, 50);
    });
    await new Promise((resolve) => server.close(resolve));
    expect(status).toBe(200);
    const span = spans().find((s) => s.kind === SpanKind.SERVER)!;
    expect(span.attributes["operation.id"]).toBe("mcp");
    const statements = spans().filter((s) => s.attributes["db.system.name"] === "postgresql");
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) expect(parentOf(statement)).toBe(span.spanContext().spanId);
  });

  it("starts a new trace without a traceparent, and marks no span failed on a 4xx", async () => {
    await request(app).get("/uuid/v1/uuid?count=nope").expect(400);
    const server = spans().find((s) => s.kind === SpanKind.SERVER)!;
    expect(server.spanContext().traceId).not.toBe(TRACE_ID);
    expect(parentOf(server)).toBeUndefined();
    expect(server.attributes["http.response.status_code"]).toBe(400);
    expect(server.status.code).toBe(0);
  });

  it("names a request no operation takes by its method only", async () => {
    await request(app).get("/uuid/nowhere").expect(404);
    const server = spans().find((s) => s.kind === SpanKind.SERVER)!;
    expect(server.name).toBe("GET");
    expect(server.attributes["http.route"]).toBeUndefined();
  });

  it("traces no statement issued outside any span (pg-boss polling, migrations)", async () => {
    await db.knex.raw("select 1 as outside");
    expect(spans()).toEqual([]);
  });

  it("records a failed statement as a failed span", async () => {
    await expect(inSpan("caller", {}, () => db.knex.raw("select * from no_such_table"))).rejects.toThrow();
    const failed = spans().find((s) => s.attributes["db.query.text"] === "select * from no_such_table");
    expect(failed?.status.code).toBe(2);
    expect(failed?.attributes["error.type"]).toBe("42P01");
  });
});

describe("outbound calls", () => {
  it("traces a POST and sends its traceparent, without the URL's query", async () => {
    const attempt = await inSpan("caller", {}, () =>
      post({
        url: receiverUrl,
        body: "{}",
        headers: { "content-type": "application/json" },
        policy: "configured",
      }),
    );
    expect(attempt.ok).toBe(true);
    const client = spans().find((s) => s.name === "POST")!;
    expect(client.kind).toBe(SpanKind.CLIENT);
    expect(client.attributes).toMatchObject({
      "http.response.status_code": 200,
      "url.full": receiverUrl.replace("?token=secret", ""),
      "server.address": "127.0.0.1",
    });
    const caller = spans().find((s) => s.name === "caller")!;
    expect(parentOf(client)).toBe(caller.spanContext().spanId);
    expect(received[0]?.traceparent).toBe(
      `00-${client.spanContext().traceId}-${client.spanContext().spanId}-01`,
    );
  });

  it("marks a POST that got no answer failed", async () => {
    const attempt = await post({ url: "http://127.0.0.1:1/", body: "", headers: {}, policy: "configured" });
    expect(attempt.ok).toBe(false);
    const client = spans().find((s) => s.name === "POST")!;
    expect(client.status.code).toBe(2);
    expect(client.attributes["error.type"]).toBe("ECONNREFUSED");
  });

  it("traces fetch (undici) and sends its traceparent", async () => {
    await inSpan("caller", {}, async () => {
      const res = await fetch(receiverUrl, { method: "POST", body: "{}" });
      await res.text();
    });
    const client = spans().find(
      (s) => s.kind === SpanKind.CLIENT && s.attributes["http.request.method"] === "POST",
    )!;
    expect(client).toBeDefined();
    expect(received[0]?.traceparent).toBe(
      `00-${client.spanContext().traceId}-${client.spanContext().spanId}-01`,
    );
  });
});

describe("leased work", () => {
  it("is traced as process → receive, perform and settle per batch, with their statements inside", async () => {
    await createTestTable(db.knex);
    const t = testTask();
    const work = new WorkEngine(db, {
      now: () => new Date(),
      log: pino({ level: "silent" }),
      mode: "manual",
    });
    work.register(t.task);
    await insertItems(db.knex, [{ id: "a", runAt: new Date(Date.now() - 1000) }]);
    t.script.set("a", ["fail"]);
    exporter.reset();
    await work.flush({ tasks: [TEST_TASK] });
    const queue = "work.test.items";
    const process = spans().find((s) => s.name === `process ${queue}`)!;
    expect(process.kind).toBe(SpanKind.CONSUMER);
    expect(process.attributes).toMatchObject({
      "messaging.system": "pg-boss",
      "messaging.destination.name": queue,
    });
    const children = spans().filter((s) => parentOf(s) === process.spanContext().spanId);
    expect(children.map((s) => s.name)).toEqual(
      expect.arrayContaining([`receive ${queue}`, `perform ${queue}`, `settle ${queue}`]),
    );
    const perform = spans().find((s) => s.name === `perform ${queue}`)!;
    expect(perform.attributes).toMatchObject({
      "messaging.message.id": "a",
      "work.attempt": 1,
      "error.type": "_OTHER",
    });
    expect(perform.status).toEqual({ code: 2, message: "scripted failure" });
    const receive = spans().find((s) => s.name === `receive ${queue}`)!;
    expect(
      spans().some((s) => parentOf(s) === receive.spanContext().spanId && s.attributes["db.system.name"]),
    ).toBe(true);
  });
});
