/**
 * Every error body carries its catalogue `code` and, when the request-id middleware left one in
 * `res.locals.requestId`, that id; and a service answers in one shape whatever went wrong —
 * unknown routes, wrong methods and undecodable paths included — while the server's own unknown
 * routes answer RFC 9457 problems.
 */
import express from "express";
import request from "supertest";
import type { Database } from "../storage/db.js";
import { openTestDatabase } from "../storage/testing.js";
import { createApp } from "./app.js";
import { createRuntimeDeps } from "./bootstrap.js";
import type { ServiceBinding, ServiceDefinition } from "./contract.js";
import type { RuntimeDeps } from "./deps.js";
import { createLogger } from "./logger.js";
import { loadServices } from "./registry.js";

let db: Database;
let deps: RuntimeDeps;
let services: ServiceBinding[];
/** The app behind a stand-in for the request-id middleware (it sets `res.locals.requestId`). */
let app: express.Express;

beforeAll(async () => {
  services = await loadServices();
  db = await openTestDatabase({ boss: false });
  deps = await createRuntimeDeps({
    db,
    log: createLogger("silent"),
    validateResponses: true,
    manualWork: true,
  });
  app = express();
  app.use((req, res, next) => {
    const id = req.get("x-request-id");
    if (id) res.locals.requestId = id;
    next();
  });
  app.use(createApp({ deps, services, httpLog: false }));
});
afterAll(async () => {
  await deps.payments.close();
  await db.close();
});

/** What a body in `shape` with `code` looks like (request id `rid`, or none). */
function shaped(shape: ServiceDefinition["defaultErrorShape"], code: string, rid?: string) {
  const id = rid ? { requestId: rid } : {};
  switch (shape) {
    case "envelope":
      return { type: "application/json", body: { success: false, error: expect.any(String), code, ...id } };
    case "problem":
      return {
        type: "application/problem+json",
        body: {
          type: "about:blank",
          title: expect.any(String),
          status: expect.any(Number),
          detail: expect.any(String),
          code,
          ...id,
        },
      };
    default:
      return { type: "application/json", body: { message: expect.any(String), code, ...id } };
  }
}

describe("unknown routes", () => {
  it("answers an unknown route under each service in that service's shape, with route_not_found", async () => {
    for (const { definition: svc } of services)
      for (const path of ["/no/such/route", "/%ZZ/x", "/%FF"]) {
        const res = await request(app).get(`/${svc.name}${path}`).set("X-Request-Id", "rid-1");
        const want = shaped(svc.defaultErrorShape, "route_not_found", "rid-1");
        expect([svc.name, path, res.status, res.type, res.body]).toEqual([
          svc.name,
          path,
          404,
          want.type,
          want.body,
        ]);
      }
  });

  it("answers a method a service path lacks in that service's shape, with method_not_allowed", async () => {
    for (const { definition: svc } of services) {
      const path = svc.operations.find((op) => op.method === "get" && !op.path.includes("{"))?.path;
      if (!path) continue;
      const res = await request(app).patch(`/${svc.name}${path}`).set("X-Request-Id", "rid-2");
      const want = shaped(svc.defaultErrorShape, "method_not_allowed", "rid-2");
      expect([svc.name, res.status, res.type, res.body]).toEqual([svc.name, 405, want.type, want.body]);
    }
  });

  it("answers the server's own unknown routes with a problem, with route_not_found", async () => {
    const res = await request(app).get("/no-such-service/x").set("X-Request-Id", "rid-3");
    const want = shaped("problem", "route_not_found", "rid-3");
    expect([res.status, res.type, res.body]).toEqual([404, want.type, want.body]);
  });
});

describe("operation errors", () => {
  it("carry the code and the request id from the runtime's checks (validation, credentials)", async () => {
    const bad = await request(app).get("/uuid/v1/uuid?count=0").set("X-Request-Id", "rid-4");
    expect([bad.status, bad.body]).toEqual([
      400,
      expect.objectContaining({ success: false, code: "validation_failed", requestId: "rid-4" }),
    ]);
    const unknownKey = await request(app)
      .get("/uuid/v1/uuid")
      .set({ Authorization: "Bearer sk_nope", "X-Request-Id": "rid-5" });
    expect([unknownKey.status, unknownKey.body]).toEqual([
      401,
      expect.objectContaining({ code: "invalid_credentials", requestId: "rid-5" }),
    ]);
  });

  it("carry them in problem+json and {message} bodies too", async () => {
    const problem = await request(app).get("/storefront-ext/product/%FF").set("X-Request-Id", "rid-6");
    expect([problem.status, problem.type, problem.body]).toEqual([
      400,
      "application/problem+json",
      expect.objectContaining({ code: "validation_failed", requestId: "rid-6", errors: expect.any(Object) }),
    ]);
    const message = await request(app)
      .post("/account/api/auth/sign-in/email")
      .set({ "Content-Type": "application/json", "X-Request-Id": "rid-7" })
      .send("{");
    expect([message.status, message.body]).toEqual([
      400,
      { message: expect.any(String), code: "malformed_json", requestId: "rid-7" },
    ]);
  });
});
