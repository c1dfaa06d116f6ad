/**
 * The base URL a service names (served `/openapi.json` server, llms.txt, landing page, the
 * all-services index) is where its client reaches it: at `/` alone, under `/<name>` with every
 * service, and behind a trusted proxy — and a "try it" built from the served document lands on
 * the seed's path.
 */
import type { AddressInfo } from "node:net";
import express from "express";
import request from "supertest";
import type { Database } from "../storage/db.js";
import { openTestDatabase } from "../storage/testing.js";
import { createApp, createHttpServer } from "./app.js";
import { baseUrlOf, forwardedPrefix, publicRootOf } from "./baseUrl.js";
import { createRuntimeDeps } from "./bootstrap.js";
import type { ServiceBinding } from "./contract.js";
import type { RuntimeDeps } from "./deps.js";
import { createLogger } from "./logger.js";
import { loadServices } from "./registry.js";
import { rawRequest } from "./testing/rawHttp.js";

/** An app that answers what the base URL helpers make of a request under `/mount`. */
function probe(trustProxy: boolean | string) {
  const app = express();
  app.set("trust proxy", trustProxy);
  const router = express.Router();
  router.get("/x", (req, res) => {
    res.json({ base: baseUrlOf(req), root: publicRootOf(req), prefix: forwardedPrefix(req) });
  });
  app.use("/mount", router);
  return app;
}

describe("baseUrlOf", () => {
  it("is the origin and the mount path, without a trailing slash", async () => {
    const res = await request(probe(false)).get("/mount/x").set("Host", "api.test:8080");
    expect(res.body).toEqual({
      base: "http://api.test:8080/mount",
      root: "http://api.test:8080",
      prefix: "",
    });
  });

  it("ignores forwarding headers from a proxy it does not trust", async () => {
    const res = await request(probe(false))
      .get("/mount/x")
      .set({ Host: "internal:3000", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "evil.test" })
      .set("X-Forwarded-Prefix", "/edge");
    expect(res.body.base).toBe("http://internal:3000/mount");
  });

  it("takes scheme, host and path prefix from a trusted proxy", async () => {
    const res = await request(probe("loopback"))
      .get("/mount/x")
      .set({ Host: "internal:3000", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "api.example.org" })
      .set("X-Forwarded-Prefix", "/edge/v2/");
    expect(res.body).toEqual({
      base: "https://api.example.org/edge/v2/mount",
      root: "https://api.example.org/edge/v2",
      prefix: "/edge/v2",
    });
  });

  it.each([
    ["a relative prefix", { "X-Forwarded-Prefix": "edge" }, "http://internal:3000/mount"],
    ["a dot-dot segment", { "X-Forwarded-Prefix": "/a/../b" }, "http://internal:3000/mount"],
    ["a prefix with a query", { "X-Forwarded-Prefix": "/a?b" }, "http://internal:3000/mount"],
    ["a host that is not one", { "X-Forwarded-Host": "a.test/evil" }, /^http:\/\/127\.0\.0\.1:\d+\/mount$/],
    ["a scheme that is not http(s)", { "X-Forwarded-Proto": "javascript" }, "http://internal:3000/mount"],
  ])("refuses %s from a trusted proxy", async (_name, headers, base) => {
    const res = await request(probe("loopback"))
      .get("/mount/x")
      .set({ Host: "internal:3000", ...headers });
    if (base instanceof RegExp) expect(res.body.base).toMatch(base);
    else expect(res.body.base).toBe(base);
  });
});

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

/** Serves `app` on 127.0.0.1 for `use`, then closes it. */
async function listening<T>(app: express.Express, use: (origin: string) => Promise<T>): Promise<T> {
  const server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("the served base URL", () => {
  it("is the origin for one service at /, whose paths are the seed's", async () => {
    const app = createApp({ deps, services, only: "infra", httpLog: false });
    await listening(app, async (origin) => {
      const doc = (await (await fetch(`${origin}/openapi.json`)).json()) as {
        servers: { url: string }[];
        paths: Record<string, unknown>;
      };
      expect(doc.servers).toEqual([{ url: origin, description: expect.any(String) }]);
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining(["/infra/kv/{key}", "/infra/jobs", "/v1/models", "/api-keys", "/mcp", "/"]),
      );
      // "Try it": the server URL followed by a documented path reaches the operation (401: no key).
      const tryIt = await fetch(`${doc.servers[0]!.url}/infra/kv/k1`);
      expect(tryIt.status).toBe(401);
      expect((await fetch(`${origin}/kv/k1`)).status).toBe(404);
      const llms = await (await fetch(`${origin}/llms.txt`)).text();
      expect(llms).toContain(`Base URL: ${origin} `);
      const landing = await (await fetch(`${origin}/`, { headers: { Accept: "text/html" } })).text();
      expect(landing).toContain(`href="${origin}/openapi.json"`);
    });
  });

  it("is /<name> under the all-services server, the name in front of the seed's path", async () => {
    const app = createApp({ deps, services, httpLog: false });
    await listening(app, async (origin) => {
      const doc = (await (await fetch(`${origin}/infra/openapi.json`)).json()) as {
        servers: { url: string }[];
      };
      expect(doc.servers[0]!.url).toBe(`${origin}/infra`);
      expect((await fetch(`${doc.servers[0]!.url}/infra/kv/k1`)).status).toBe(401);
      const uuid = (await (await fetch(`${origin}/uuid/openapi.json`)).json()) as {
        servers: { url: string }[];
      };
      const call = await fetch(`${uuid.servers[0]!.url}/v1/uuid?count=2`);
      expect(call.status).toBe(200);
      expect(((await call.json()) as { count: number }).count).toBe(2);
      const account = (await (await fetch(`${origin}/account/openapi.json`)).json()) as {
        servers: { url: string }[];
      };
      expect((await fetch(`${account.servers[0]!.url}/api/health`)).status).toBe(200);
      const index = (await (await fetch(`${origin}/`)).json()) as {
        services: { name: string; openapi: string }[];
      };
      expect(index.services.find((s) => s.name === "infra")?.openapi).toBe(`${origin}/infra/openapi.json`);
    });
  });

  it("is the server's own address for a request that names no host (HTTP/1.0), never undefined", async () => {
    const app = createApp({ deps, services, httpLog: false });
    await listening(app, async (origin) => {
      for (const head of ["GET / HTTP/1.0\r\n\r\n", "GET / HTTP/1.0\r\nHost: a b\r\n\r\n"]) {
        const res = await rawRequest(origin, head);
        expect(res.status).toBe(200);
        const index = JSON.parse(res.body) as { services: { name: string; url: string; openapi: string }[] };
        expect(index.services.find((s) => s.name === "account")).toMatchObject({
          url: `${origin}/account`,
          openapi: `${origin}/account/openapi.json`,
        });
      }
      const doc = await rawRequest(origin, "GET /infra/openapi.json HTTP/1.0\r\n\r\n");
      expect((JSON.parse(doc.body) as { servers: { url: string }[] }).servers[0]!.url).toBe(
        `${origin}/infra`,
      );
    });
  });

  it("is the proxy's public address behind a trusted proxy", async () => {
    const app = createApp({ deps, services, httpLog: false, trustProxy: "loopback" });
    const proxied = {
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": "api.example.org",
      "X-Forwarded-Prefix": "/platform",
    };
    const doc = await request(app).get("/infra/openapi.json").set(proxied);
    expect(doc.body.servers[0].url).toBe("https://api.example.org/platform/infra");
    const llms = await request(app).get("/infra/llms.txt").set(proxied);
    expect(llms.text).toContain("Base URL: https://api.example.org/platform/infra ");
    const md = await request(app)
      .get("/infra/")
      .set({ ...proxied, Accept: "text/markdown" });
    expect(md.text).toContain("Base URL: https://api.example.org/platform/infra ");
    const index = await request(app).get("/").set(proxied);
    expect(index.body.services).toContainEqual(
      expect.objectContaining({ name: "uuid", url: "https://api.example.org/platform/uuid" }),
    );
  });
});
