/**
 * `POST /md` when the page cannot be had, under `OUTBOUND_NETWORK=loopback` with a short crawl
 * deadline: each failure answers its status and code in the contract's shape, quickly, and
 * charges nothing.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";
import { type PageServer, page, redirect, startPageServer } from "./testing/pages.js";

const TIMEOUT_MS = 1500;
const MB = 1024 * 1024;

let svc: TestService;
let pages: PageServer;
let key: string;
let closedPort: number;

/** A page of `bytes` bytes: paragraphs of prose, so it converts like a real article. */
function bigPage(bytes: number): string {
  const para = "<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.</p>\n";
  return `<html><body><h1>Big</h1>${para.repeat(Math.ceil(bytes / para.length))}</body></html>`;
}

beforeAll(async () => {
  const loop: Record<string, ReturnType<typeof redirect>> = {};
  for (let i = 0; i < 12; i++) loop[`/loop${i}`] = redirect(`/loop${i + 1}`);
  pages = await startPageServer({
    ...loop,
    "/to-metadata": redirect("http://169.254.169.254/latest/meta-data/"),
    "/to-private": redirect("http://10.0.0.1/admin", 308),
    "/image.png": page(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), "image/png"),
    "/missing": (_req, res) => void res.writeHead(404, { "content-type": "text/html" }).end("<h1>gone</h1>"),
    "/broken": (_req, res) => void res.writeHead(503).end(),
    "/never": (_req, res) => void res.writeHead(200, { "content-type": "text/html" }).write("<html><body>"),
    "/two-mb": page(bigPage(2 * MB)),
    "/six-mb": page(bigPage(6 * MB)),
  });
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  svc = await startTestService("crawler", {
    env: { ...process.env, OUTBOUND_NETWORK: "loopback", CRAWLER_TIMEOUT_MS: String(TIMEOUT_MS) },
  });
  key = (await createApiKey(svc.db.knex, { name: "failures", creditsMicros: 1_000_000_000 })).key;
});
afterAll(async () => {
  await svc.close();
  await pages.close();
});
afterEach(() => expect(svc.violations()).toEqual([]));

const balance = async () => (await svc.settledKey(key))?.creditsMicros;
const md = (body: object) => request(svc.app).post("/md").set("Authorization", `Bearer ${key}`).send(body);

/** Sends `body`, expects `status` and `code`, and checks that nothing was charged. */
async function refused(body: object, status: number, code: string) {
  const before = await balance();
  const res = await md(body);
  expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
  expect(res.body.success).toBe(false);
  expect(await balance()).toBe(before);
  return res;
}

describe("crawl_markdown", () => {
  it("reads a 2 MB page, cuts its Markdown between blocks at the cap, and charges the call", async () => {
    const before = (await balance()) as bigint;
    const res = await md({ url: `${pages.origin}/two-mb`, f: "raw" });
    expect(res.status).toBe(200);
    expect(res.body.truncated).toBe(true);
    expect(res.body.markdown.length).toBeLessThanOrEqual(500_000);
    expect(res.body.markdown.length).toBeGreaterThan(400_000);
    expect(res.body.markdown).toMatch(/tempor\.$/);
    expect(await balance()).toBe(before - 8000n);
  });

  it("refuses a page larger than the byte cap with 413", async () => {
    const res = await refused({ url: `${pages.origin}/six-mb` }, 413, "content_too_large");
    expect(res.body.error).toContain(String(5 * MB));
  });

  it("refuses non-page content with 415 naming its type", async () => {
    const res = await refused({ url: `${pages.origin}/image.png` }, 415, "unsupported_content_type");
    expect(res.body.error).toContain("image/png");
  });

  it.each([
    ["/missing", "404"],
    ["/broken", "503"],
  ])("answers an upstream error (%s) with 502 naming its status", async (path, status) => {
    const res = await refused({ url: `${pages.origin}${path}` }, 502, "upstream_error");
    expect(res.body.error).toContain(status);
  });

  it("answers 502 after more than 10 redirects", async () => {
    const res = await refused({ url: `${pages.origin}/loop0` }, 502, "upstream_error");
    expect(res.body.error).toContain("redirects more than 10 times");
  });

  it.each([
    ["/to-metadata", "169.254.169.254"],
    ["/to-private", "10.0.0.1"],
  ])("refuses a redirect (%s) to an internal address with 403, checked at that hop", async (path, host) => {
    const res = await refused({ url: `${pages.origin}${path}` }, 403, "url_refused");
    expect(res.body.error).toContain(host);
  });

  it("answers 502 when the host refuses the connection", async () => {
    await refused({ url: `http://127.0.0.1:${closedPort}/` }, 502, "upstream_unreachable");
  });

  it("answers 504 soon after the deadline when the page never finishes", async () => {
    const started = Date.now();
    await refused({ url: `${pages.origin}/never` }, 504, "upstream_timeout");
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
  });

  it.each([
    ["not a URL", "http://"],
    ["a file URL", "file:///etc/passwd"],
    ["an ftp URL", "ftp://example.com/file"],
    ["a javascript URL", "javascript:alert(1)"],
    ["credentials in the URL", "http://user:secret@127.0.0.1/"],
    ["blank", "   "],
  ])("refuses %s with 400 naming url", async (_name, url) => {
    const res = await refused({ url }, 400, "validation_failed");
    expect(res.body.issues).toEqual([expect.objectContaining({ location: "body", name: "/url" })]);
  });

  it("refuses a URL longer than 2048 characters with 400 naming url", async () => {
    const res = await refused({ url: `http://127.0.0.1/${"a".repeat(2048)}` }, 400, "validation_failed");
    expect(res.body.error).toContain("url");
  });

  it("refuses q with f raw with 400 naming q", async () => {
    const res = await refused(
      { url: `${pages.origin}/two-mb`, f: "raw", q: "lorem" },
      400,
      "validation_failed",
    );
    expect(res.body.issues).toEqual([expect.objectContaining({ location: "body", name: "/q" })]);
  });
});
