import { readFileSync } from "node:fs";
import request from "supertest";
import { parse } from "yaml";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";

/** The seed's price table (seed 000, "Hosted tool catalog routes"): USD per call, 3 free a day each. */
const SEED_ROUTES: Record<string, Record<string, number>> = {
  crawler: { "POST /md": 0.008 },
  ocr: { "POST /v1/ocr": 0.005 },
  memory: {
    "POST /v3/memories/add": 0.008,
    "POST /v3/memories/search": 0.004,
    "GET /v1/memories": 0.002,
    "DELETE /v1/memories": 0.002,
  },
  renderer: {
    "POST /v1/pdf": 0.005,
    "POST /v1/screenshot": 0.005,
    "POST /v1/snapshot": 0.005,
    "POST /v1/markdown": 0.005,
    "POST /v1/links": 0.005,
  },
  sandbox: { "POST /v1/execute-code": 0.002, "POST /v1/execute-command": 0.002 },
  annotator: { "POST /v1/annotate": 0.003 },
  matcher: {
    "POST /v1/template-match": 0.003,
    "POST /v1/feature-match": 0.004,
    "POST /v1/homography": 0.004,
  },
};

interface Server {
  id: string;
  url: string;
  mcp: string;
  llmsTxt: string;
  openapi: string;
  x402: string;
  tags: string[];
  routes: { route: string; description: string; priceUsd: number; freePerIpPerDay: number }[];
}

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService("catalog");
});

afterAll(async () => {
  // Every answer was also judged against the published contract by an independent validator.
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

async function manifest(): Promise<{ generatedAt: string; servers: Server[] }> {
  const res = await request(svc.app).get("/manifest.json");
  expect(res.status).toBe(200);
  expect(res.headers["cache-control"]).toBe("public, max-age=300");
  return res.body;
}

describe("the hosted tool manifest", () => {
  it("lists the hosted tools, with the seed's prices and allowances on every route", async () => {
    const { servers, generatedAt } = await manifest();
    expect(Number.isNaN(Date.parse(generatedAt))).toBe(false);
    const ids = servers.map((s) => s.id);
    expect(ids).toEqual([...ids].sort());
    expect(ids).toEqual(expect.arrayContaining(["crawler", "renderer"]));
    for (const server of servers) {
      const seed = SEED_ROUTES[server.id];
      expect(seed).toBeDefined();
      const listed = Object.fromEntries(server.routes.map((r) => [r.route, r.priceUsd]));
      expect(listed).toEqual(seed);
      for (const route of server.routes) expect(route.freePerIpPerDay).toBe(3);
    }
  });

  it("takes each route from the tool's published contract, never from a list kept by hand", async () => {
    const { servers } = await manifest();
    for (const server of servers) {
      const doc = parse(
        readFileSync(new URL(`../../generated/${server.id}/openapi.yaml`, import.meta.url), "utf8"),
      );
      const priced: Record<string, number> = {};
      for (const [path, item] of Object.entries(
        doc.paths as Record<string, Record<string, Record<string, unknown>>>,
      ))
        for (const [method, op] of Object.entries(item))
          if (typeof op["x-price-usd"] === "number")
            priced[`${method.toUpperCase()} ${path}`] = op["x-price-usd"];
      expect(Object.fromEntries(server.routes.map((r) => [r.route, r.priceUsd]))).toEqual(priced);
      expect(server.tags.length).toBeGreaterThan(0);
      expect(doc.info.title).toBeTruthy();
    }
  });

  it("gives each tool's base and discovery addresses under the origin the request reached", async () => {
    const { servers } = await manifest();
    for (const s of servers) {
      // The test server answers on 127.0.0.1 at an ephemeral port, the services mounted at its root.
      expect(s.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/${s.id}$`));
      expect([s.mcp, s.llmsTxt, s.openapi, s.x402]).toEqual([
        `${s.url}/mcp`,
        `${s.url}/llms.txt`,
        `${s.url}/openapi.json`,
        `${s.url}/.well-known/x402`,
      ]);
    }
  });

  it("uses CATALOG_TOOL_URL_TEMPLATE for tools served on their own hosts", async () => {
    const own = await startTestService("catalog", {
      env: { CATALOG_TOOL_URL_TEMPLATE: "https://{id}.tools.example.com/" },
    });
    try {
      const res = await request(own.app).get("/manifest.json");
      const crawler = (res.body.servers as Server[]).find((s) => s.id === "crawler")!;
      expect(crawler.url).toBe("https://crawler.tools.example.com");
      expect(crawler.x402).toBe("https://crawler.tools.example.com/.well-known/x402");
    } finally {
      await own.close();
    }
  });
});
