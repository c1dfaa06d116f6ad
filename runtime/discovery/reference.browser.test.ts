/**
 * The reference page in a real browser: Debian's Chromium, headless, against the app on
 * 127.0.0.1 with every service mounted. The page loads its script from this server, reads the
 * service's own document, and renders every operation with the running server as its server —
 * without a single Content-Security-Policy violation (nothing inline, nothing from elsewhere).
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Database } from "../../storage/db.js";
import { openTestDatabase } from "../../storage/testing.js";
import { createApp, createHttpServer } from "../app.js";
import { createRuntimeDeps } from "../bootstrap.js";
import type { ServiceDefinition } from "../contract.js";
import type { RuntimeDeps } from "../deps.js";
import { createLogger } from "../logger.js";
import { loadServices } from "../registry.js";
import { referenceScript } from "./reference.js";

/** Debian's `chromium` package puts the browser here (`npm install` installs it when missing). */
const CHROMIUM = "/usr/lib/chromium/chromium";

/** The flags known to work on these machines (DESIGN §8), and console output on stderr. */
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--enable-logging=stderr",
  "--v=0",
];

let db: Database;
let deps: RuntimeDeps;
let server: Server;
let base: string;
let uuid: ServiceDefinition;
const requested: string[] = [];

beforeAll(async () => {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `Chromium is not installed at ${CHROMIUM}: the reference page is tested in a real browser. ` +
        "Install Debian's chromium package (npm install does it when it can: apt-get install -y chromium).",
    );
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

/** The DOM Chromium renders at `url` once the page settles, and what it logged. */
async function renderInChromium(url: string): Promise<{ dom: string; log: string }> {
  const profile = await mkdtemp(join(tmpdir(), "reference-chromium-"));
  try {
    return await new Promise((resolve, reject) => {
      execFile(
        CHROMIUM,
        [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, "--virtual-time-budget=20000", "--dump-dom", url],
        { timeout: 120_000, maxBuffer: 64 * 1024 * 1024 },
        (err, stdout, stderr) => (err ? reject(err) : resolve({ dom: stdout, log: stderr })),
      );
    });
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}

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
});
