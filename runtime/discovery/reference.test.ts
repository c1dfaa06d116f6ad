/**
 * The reference page and its script over HTTP (the browser test renders it): its policy, where
 * it points wherever the service is mounted, the script's cache headers, and escaping.
 */
import { readFileSync, statSync } from "node:fs";
import request from "supertest";
import type { Database } from "../../storage/db.js";
import { openTestDatabase } from "../../storage/testing.js";
import { createApp } from "../app.js";
import { createRuntimeDeps } from "../bootstrap.js";
import type { ServiceBinding, ServiceDefinition } from "../contract.js";
import type { RuntimeDeps } from "../deps.js";
import { createLogger } from "../logger.js";
import { loadServices } from "../registry.js";
import { REFERENCE_PAGE_CSP, referencePage, referenceScript, SCALAR_BUNDLE_FILE } from "./reference.js";

let db: Database;
let deps: RuntimeDeps;
let services: ServiceBinding[];
let all: ReturnType<typeof createApp>;

beforeAll(async () => {
  services = await loadServices();
  db = await openTestDatabase({ boss: false });
  deps = await createRuntimeDeps({
    db,
    log: createLogger("silent"),
    validateResponses: true,
    manualWork: true,
  });
  all = createApp({ deps, services, httpLog: false, trustProxy: "loopback" });
});
afterAll(async () => {
  await deps.payments.close();
  await db.close();
});

/** The `src` of the page's script and the `data-url` of its document. */
function pointers(html: string) {
  return {
    script: /<script src="([^"]+)"><\/script>/.exec(html)?.[1],
    document: /data-url="([^"]+)"/.exec(html)?.[1],
    configuration: JSON.parse(
      (/data-configuration="([^"]+)"/.exec(html)?.[1] ?? "{}").replaceAll("&quot;", '"'),
    ) as Record<string, unknown>,
  };
}

describe("docs", () => {
  it("serves the page under its policy, pointing at this service's document and this server's script", async () => {
    const res = await request(all).get("/uuid/docs");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["content-security-policy"]).toBe(REFERENCE_PAGE_CSP);
    expect(REFERENCE_PAGE_CSP).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("no-cache");
    const { script, document, configuration } = pointers(res.text);
    expect(script).toBe(`/uuid/docs/scalar.js?v=${referenceScript().tag}`);
    expect(document).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uuid\/openapi\.json$/);
    // Nothing fetched from Scalar's servers.
    expect(configuration).toMatchObject({
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
    });
    expect(configuration).not.toHaveProperty("proxyUrl");
    // No inline script: the one script element without src is Scalar's empty configuration holder.
    expect(res.text.match(/<script(?![^>]*\bsrc=)[^>]*>[^<]+<\/script>/)).toBeNull();
  });

  it("points at the proxy's prefix behind a trusted proxy", async () => {
    const res = await request(all)
      .get("/uuid/docs")
      .set("X-Forwarded-Prefix", "/edge")
      .set("X-Forwarded-Host", "api.example.com")
      .set("X-Forwarded-Proto", "https");
    const { script, document } = pointers(res.text);
    expect(script).toBe(`/edge/uuid/docs/scalar.js?v=${referenceScript().tag}`);
    expect(document).toBe("https://api.example.com/edge/uuid/openapi.json");
  });

  it("points at the root when the service is served alone", async () => {
    const one = createApp({ deps, services, httpLog: false, only: "uuid" });
    const res = await request(one).get("/docs");
    expect(res.status).toBe(200);
    expect(pointers(res.text).script).toBe(`/docs/scalar.js?v=${referenceScript().tag}`);
  });

  it("escapes the service's title and the base URL", () => {
    const service = { title: `A "<b>" & 'co'`, version: "1<2" } as ServiceDefinition;
    const html = referencePage(service, "http://h.example/x");
    expect(html).toContain(
      "<title>A &quot;&lt;b&gt;&quot; &amp; &#39;co&#39; 1&lt;2 — API reference</title>",
    );
    expect(html).not.toContain("<b>");
  });
});

describe("docs_script", () => {
  it("serves npm's Scalar bundle, cacheable for a year under its current tag", async () => {
    const res = await request(all).get(`/uuid/docs/scalar.js?v=${referenceScript().tag}`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(res.headers["content-length"])).toBe(statSync(SCALAR_BUNDLE_FILE).size);
    expect(res.text.slice(0, 200)).toBe(readFileSync(SCALAR_BUNDLE_FILE, "utf8").slice(0, 200));
  });

  it.each([
    ["no tag", ""],
    ["another tag", "?v=0123456789abcdef"],
  ])("is cached for five minutes with %s", async (_name, query) => {
    const res = await request(all).get(`/uuid/docs/scalar.js${query}`);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
  });

  it("refuses a tag that is not hexadecimal, in the service's error shape", async () => {
    const res = await request(all).get("/uuid/docs/scalar.js?v=not-a-tag");
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: "validation_failed" });
  });
});
