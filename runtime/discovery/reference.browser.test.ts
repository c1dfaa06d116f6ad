/**
 * The reference page in a real browser: Debian's Chromium, headless, against the app on
 * 127.0.0.1 with every service mounted. The page loads its script from this server, reads the
 * service's own document, and renders every operation with the running server as its server —
 * without a single Content-Security-Policy violation (nothing inline, nothing from elsewhere) —
 * and its "try it" sends a request to the running server and shows the answer.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Database } from "../../storage/db.js";
import { openTestDatabase } from "../../storage/testing.js";
import { createApp, createHttpServer } from "../app.js";
import { createRuntimeDeps } from "../bootstrap.js";
import type { ServiceDefinition } from "../contract.js";
import type { RuntimeDeps } from "../deps.js";
import { createLogger } from "../logger.js";
import { loadServices } from "../registry.js";
import { openInChromium, renderInChromium, requireChromium } from "../testing/chromium.js";
import { referenceScript } from "./reference.js";

let db: Database;
let deps: RuntimeDeps;
let server: Server;
let base: string;
let uuid: ServiceDefinition;
const requested: string[] = [];

beforeAll(async () => {
  requireChromium();
  const services = await loadServices();
  uuid = services.find((s) => s.definition.name === "uuid")!.definition;
  db = await openTestDatabase({ boss: false });
  deps = await createRuntimeDeps({ db, log: createLogger("silent"), manualWork: true });
  server = createHttpServer(createApp({ deps, services, httpLog: false }));
  // Before the app, which rewrites `req.url` as it routes into a service.
  server.prependListener("request", (req) => requested.push(`${req.method} ${req.url}`));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await deps?.payments.close();
  await db?.close();
});

/** The text a reader sees: tags and styles dropped, entities decoded, spaces collapsed. */
function visibleText(dom: string): string {
  return dom
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ");
}

describe("docs", () => {
  it("renders every operation of the service in Chromium, with the running server to try them on", async () => {
    const { dom, log } = await renderInChromium(`${base}/uuid/docs`);
    const text = visibleText(dom);
    for (const op of uuid.operations) expect(text).toContain(op.summary);
    expect(text).toContain("Generate UUIDs (x402 face)");
    // Scalar's server box and request examples name the base the document was served from.
    expect(text).toContain(`${base}/uuid`);
    expect(requested).toEqual(
      expect.arrayContaining([
        "GET /uuid/docs",
        `GET /uuid/docs/scalar.js?v=${referenceScript().tag}`,
        "GET /uuid/openapi.json",
      ]),
    );
    expect(log).not.toMatch(/violates the following Content Security Policy directive/);
  }, 150_000);

  it("sends a request to the running server from the page's Test Request panel", async () => {
    const page = await openInChromium(`${base}/uuid/docs`);
    try {
      const testRequest = `[...document.querySelectorAll("button")].find((b) => /^Test Request\\s+\\(get \\/v1\\/uuid\\)$/.test(b.innerText.trim()))`;
      await page.waitFor(testRequest, 60_000);
      await page.evaluate(`${testRequest}.click()`);
      const send = `[...document.querySelectorAll("button")].find((b) => b.innerText.includes("Send get request to ${base}/uuid/v1/uuid"))`;
      await page.waitFor(send);
      const before = requested.filter((r) => r.startsWith("GET /uuid/v1/uuid")).length;
      await page.evaluate(`${send}.click()`);
      // The answer, as the panel shows it: the status and one of the server's fresh UUIDs.
      await page.waitFor(`document.querySelector("[role=dialog]")?.innerText.includes("200 OK")`);
      expect(requested.filter((r) => r.startsWith("GET /uuid/v1/uuid")).length).toBe(before + 1);
      const panel = await page.evaluate<string>(`document.querySelector("[role=dialog]").innerText`);
      expect(panel).toMatch(/"uuid": "[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"/);
    } finally {
      await page.close();
    }
  }, 150_000);
});
