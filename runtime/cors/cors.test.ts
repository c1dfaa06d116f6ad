/**
 * CORS over the real app: preflights approved from the contract's methods, refused otherwise
 * (answered as any undeclared method is), exposed headers on a 402 carrying x402 terms, the
 * credentials rule, `/mcp` opened only to listed origins, discovery readable from anywhere.
 */
import request from "supertest";
import type { Database } from "../../storage/db.js";
import { openTestDatabase } from "../../storage/testing.js";
import { createApp, createHttpServer } from "../app.js";
import { createRuntimeDeps } from "../bootstrap.js";
import type { ServiceBinding } from "../contract.js";
import type { RuntimeDeps } from "../deps.js";
import { createLogger } from "../logger.js";
import { loadServices } from "../registry.js";
import { corsFromEnv } from "./config.js";

const SITE = "https://site.example";
const APP = "https://app.example";

let db: Database;
let deps: RuntimeDeps;
let services: ServiceBinding[];

beforeAll(async () => {
  services = await loadServices();
  db = await openTestDatabase({ boss: false });
  deps = await createRuntimeDeps({
    db,
    log: createLogger("silent"),
    validateResponses: true,
    manualWork: true,
  });
});
afterAll(async () => {
  await deps.payments.close();
  await db.close();
});

const apps = new Map<string, ReturnType<typeof createApp>>();

/** The app as `npm start` builds it, with CORS from `env` (built once per set-up). */
function appWith(env: Record<string, string>, only?: string) {
  const key = JSON.stringify([env, only]);
  let app = apps.get(key);
  if (!app) {
    app = createApp({ deps, services, httpLog: false, cors: corsFromEnv(env), ...(only ? { only } : {}) });
    apps.set(key, app);
  }
  return app;
}

function preflight(
  app: ReturnType<typeof createApp>,
  path: string,
  origin: string,
  method: string,
  headers?: string,
) {
  const req = request(app).options(path).set("Origin", origin).set("Access-Control-Request-Method", method);
  return headers ? req.set("Access-Control-Request-Headers", headers) : req;
}

describe("CORS with the default policy (any origin)", () => {
  const app = () => appWith({});

  it("approves a preflight for a method the contract declares on the path", async () => {
    const res = await preflight(app(), "/uuid/v1/uuid", SITE, "GET", "authorization,payment-signature");
    expect(res.status).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["access-control-allow-methods"]).toBe("GET, HEAD");
    expect(res.headers["access-control-allow-headers"]).toEqual(expect.stringContaining("Authorization"));
    expect(res.headers["access-control-allow-headers"]).toContain("PAYMENT-SIGNATURE");
    expect(res.headers["access-control-allow-headers"]).toContain("Idempotency-Key");
    expect(res.headers["access-control-max-age"]).toBe("600");
    expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
    expect(res.headers.vary ?? "").not.toMatch(/origin/i);
  });

  it("gives no approval to a preflight for a method the path does not declare: 405 in the service's shape", async () => {
    const res = await preflight(app(), "/uuid/v1/uuid", SITE, "DELETE");
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET");
    expect(res.body).toMatchObject({ success: false, code: "method_not_allowed" });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    expect(res.headers["access-control-allow-methods"]).toBeUndefined();
  });

  it("gives no approval to a preflight for a path no contract declares", async () => {
    const res = await preflight(app(), "/uuid/v2/nothing", SITE, "GET");
    expect(res.status).toBe(404);
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("reads a path's methods as the router matches it: a concrete path before a templated one", async () => {
    const publish = await preflight(app(), "/infra/infra/webhooks/publish", SITE, "PATCH");
    expect(publish.status).toBe(405);
    expect(publish.headers.allow).toBe("POST");
    expect(publish.headers["access-control-allow-origin"]).toBeUndefined();
    const one = await preflight(app(), "/infra/infra/webhooks/wh_1", SITE, "PATCH");
    expect(one.status).toBe(204);
    expect(one.headers["access-control-allow-methods"]?.split(", ").sort()).toEqual([
      "DELETE",
      "GET",
      "HEAD",
      "PATCH",
    ]);
  });

  it("leaves a preflight whose head is over the contracts' limit to the router's 431", async () => {
    // Node's own limit is larger (256 KiB) on the server `npm start` runs.
    const res = await request(createHttpServer(app()))
      .options("/uuid/v1/uuid")
      .set("Origin", SITE)
      .set("Access-Control-Request-Method", "GET")
      .set("X-Filler", "x".repeat(70 * 1024));
    expect(res.status).toBe(431);
    expect(res.body).toMatchObject({ success: false });
    expect(res.headers["access-control-allow-methods"]).toBeUndefined();
  });

  it("answers an OPTIONS that is not a preflight as before: 405 with Allow", async () => {
    const res = await request(app()).options("/uuid/v1/uuid");
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET");
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("lets a page read PAYMENT-REQUIRED and the other x402 headers on a 402", async () => {
    const a = app();
    let res = await request(a).get("/uuid/x402/uuid").set("Origin", SITE);
    // The route's free calls per IP come first.
    for (let i = 0; i < 5 && res.status !== 402; i++)
      res = await request(a).get("/uuid/x402/uuid").set("Origin", SITE);
    expect(res.status).toBe(402);
    expect(res.headers["payment-required"]).toEqual(expect.any(String));
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    const exposed = (res.headers["access-control-expose-headers"] ?? "").split(", ");
    expect(exposed).toEqual(
      expect.arrayContaining([
        "PAYMENT-REQUIRED",
        "PAYMENT-RESPONSE",
        "Retry-After",
        "X-Request-Id",
        "Mcp-Session-Id",
        "WWW-Authenticate",
        "Location",
        "Content-Disposition",
        "ETag",
      ]),
    );
  });

  it("exposes the response headers the contract declares, never Set-Cookie", async () => {
    const a = app();
    const infra = await request(a).get("/infra/health").set("Origin", SITE);
    const exposed = (infra.headers["access-control-expose-headers"] ?? "").toLowerCase().split(", ");
    expect(exposed).toEqual(
      expect.arrayContaining(["idempotent-replayed", "content-range", "accept-ranges"]),
    );
    const account = await request(a).get("/account/health").set("Origin", SITE);
    expect(account.headers["access-control-expose-headers"]).toContain("Retry-After");
    expect(account.headers["access-control-expose-headers"]).not.toMatch(/set-cookie/i);
  });

  it("does not open /mcp to any origin on a *", async () => {
    const res = await preflight(app(), "/uuid/mcp", SITE, "POST", "content-type,mcp-protocol-version");
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    expect(res.status).toBe(405);
  });
});

describe("CORS with listed origins and credentials", () => {
  const app = () => appWith({ CORS_ORIGINS: `${APP},http://localhost:5173`, CORS_CREDENTIALS: "true" });

  it("approves a listed origin by name, with credentials, varying on Origin", async () => {
    const res = await preflight(app(), "/uuid/v1/uuid", APP, "GET", "x-api-key");
    expect(res.status).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe(APP);
    expect(res.headers["access-control-allow-credentials"]).toBe("true");
    expect(res.headers.vary).toMatch(/Origin/);
    const get = await request(app()).get("/uuid/v1/uuid").set("Origin", APP);
    expect(get.headers["access-control-allow-origin"]).toBe(APP);
    expect(get.headers["access-control-allow-credentials"]).toBe("true");
    expect(get.headers.vary).toMatch(/Origin/);
  });

  it("gives another origin nothing on an API route, and still answers the request", async () => {
    const pre = await preflight(app(), "/uuid/v1/uuid", SITE, "GET");
    expect(pre.status).toBe(405);
    expect(pre.headers["access-control-allow-origin"]).toBeUndefined();
    const get = await request(app()).get("/uuid/v1/uuid").set("Origin", SITE);
    expect(get.status).not.toBe(403);
    expect(get.headers["access-control-allow-origin"]).toBeUndefined();
    expect(get.headers.vary).toMatch(/Origin/);
  });

  it.each([
    "/",
    "/health",
    "/uuid/openapi.json",
    "/uuid/llms.txt",
    "/uuid/.well-known/x402",
    "/uuid/docs",
    "/uuid/health",
    "/infra/",
  ])("lets any origin read the discovery route %s", async (path) => {
    const res = await request(app()).get(path).set("Origin", SITE);
    expect(res.status).toBe(200);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
    const pre = await preflight(app(), path, SITE, "GET", "authorization");
    expect(pre.status).toBe(204);
    expect(pre.headers["access-control-allow-origin"]).toBe("*");
  });

  it("answers a listed origin's credentialed read of a discovery route by name", async () => {
    const res = await request(app()).get("/uuid/openapi.json").set("Origin", APP);
    expect(res.headers["access-control-allow-origin"]).toBe(APP);
    expect(res.headers["access-control-allow-credentials"]).toBe("true");
  });

  it("opens /mcp to a listed origin, with MCP's headers", async () => {
    const res = await preflight(
      app(),
      "/uuid/mcp",
      APP,
      "POST",
      "content-type,mcp-protocol-version,mcp-session-id",
    );
    expect(res.status).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe(APP);
    expect(res.headers["access-control-allow-methods"]).toBe("POST");
    expect(res.headers["access-control-allow-headers"]).toContain("Mcp-Protocol-Version");
    expect(res.headers["access-control-allow-headers"]).toContain("Mcp-Session-Id");
    const other = await preflight(app(), "/uuid/mcp", SITE, "POST", "content-type");
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("CORS with one service at /", () => {
  it("resolves routes relative to the service", async () => {
    const app = appWith({ CORS_ORIGINS: APP }, "uuid");
    const pre = await preflight(app, "/v1/uuid", APP, "GET");
    expect(pre.status).toBe(204);
    expect(pre.headers["access-control-allow-origin"]).toBe(APP);
    expect(pre.headers["access-control-allow-credentials"]).toBeUndefined();
    const doc = await request(app).get("/openapi.json").set("Origin", SITE);
    expect(doc.headers["access-control-allow-origin"]).toBe("*");
    const api = await request(app).get("/v1/uuid").set("Origin", SITE);
    expect(api.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
