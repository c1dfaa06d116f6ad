/**
 * The all-services root: JSON for clients, an HTML page for browsers, both listing every
 * service's reference, document, llms.txt, MCP endpoint and x402 discovery.
 */
import request from "supertest";
import type { Database } from "../../storage/db.js";
import { openTestDatabase } from "../../storage/testing.js";
import { createApp } from "../app.js";
import { createRuntimeDeps } from "../bootstrap.js";
import type { ServiceBinding, ServiceDefinition } from "../contract.js";
import type { RuntimeDeps } from "../deps.js";
import { createLogger } from "../logger.js";
import { loadServices } from "../registry.js";
import { SERVER_INDEX_CSP, serverIndex, serverIndexPage } from "./serverIndex.js";

const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

let db: Database;
let deps: RuntimeDeps;
let services: ServiceBinding[];
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  services = await loadServices();
  db = await openTestDatabase({ boss: false });
  deps = await createRuntimeDeps({ db, log: createLogger("silent"), manualWork: true });
  app = createApp({ deps, services, httpLog: false });
});
afterAll(async () => {
  await deps.payments.close();
  await db.close();
});

describe("server index", () => {
  it.each([
    ["no Accept", undefined],
    ["*/*", "*/*"],
    ["JSON", "application/json"],
  ])("answers JSON to %s", async (_name, accept) => {
    const req = request(app).get("/");
    const res = await (accept ? req.set("Accept", accept) : req);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers.vary).toMatch(/Accept/);
    expect(res.body.services).toHaveLength(services.length);
    expect(res.body.services).toContainEqual({
      name: "uuid",
      title: "UUID generator",
      version: expect.any(String),
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/uuid$/),
      docs: expect.stringMatching(/\/uuid\/docs$/),
      openapi: expect.stringMatching(/\/uuid\/openapi\.json$/),
      mcp: expect.stringMatching(/\/uuid\/mcp$/),
      llmsTxt: expect.stringMatching(/\/uuid\/llms\.txt$/),
      x402: expect.stringMatching(/\/uuid\/\.well-known\/x402$/),
    });
  });

  it("answers a browser with an HTML page linking every service's discovery routes", async () => {
    const res = await request(app).get("/").set("Accept", BROWSER_ACCEPT);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["content-security-policy"]).toBe(SERVER_INDEX_CSP);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    for (const { definition: d } of services)
      for (const path of ["/docs", "/openapi.json", "/llms.txt", "/.well-known/x402"])
        expect(res.text).toMatch(
          new RegExp(`href="http://127\\.0\\.0\\.1:\\d+/${d.name}${path.replace(".", "\\.")}"`),
        );
    expect(res.text).not.toMatch(/<script/);
  });

  it("allows its own style sheet by hash and nothing else", () => {
    expect(SERVER_INDEX_CSP).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; /);
  });

  it("escapes every text and address", () => {
    const evil = { name: "x", title: `<img src=x onerror=alert(1)>`, version: `"'&` } as ServiceDefinition;
    const html = serverIndexPage(serverIndex([evil], `http://h.example/"><script>`));
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("&quot;&#39;&amp;");
  });
});
