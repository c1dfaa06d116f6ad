/**
 * What the renderer refuses, and that a refusal costs nothing: members that contradict each other
 * (400 naming the member, before any page is loaded), selectors that do not fit the page, URLs the
 * egress policy forbids (403), all without a credit debited or a free call spent.
 */
import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";
import { startTestSite, type TestSite } from "./testing/pages.js";

let svc: TestService;
let site: TestSite;
let key: string;
const CREDITS = 1_000_000n;

beforeAll(async () => {
  site = await startTestSite();
  svc = await startTestService("renderer", { env: { ...process.env, OUTBOUND_NETWORK: "loopback" } });
  key = (await createApiKey(svc.db.knex, { name: "renderer refusals", creditsMicros: CREDITS })).key;
});

afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
  await site.close();
});

const paid = (path: string, body: object) =>
  request(svc.app)
    .post(path)
    .set({ Authorization: `Bearer ${key}` })
    .send(body);

describe("contradicting members", () => {
  it.each([
    ["/v1/markdown", { url: "http://127.0.0.1/", html: "<p>x</p>" }, "/html"],
    ["/v1/markdown", { viewport: { width: 400, height: 300 } }, "/url"],
    ["/v1/screenshot", { html: "x", screenshotOptions: { quality: 50 } }, "/screenshotOptions/quality"],
    [
      "/v1/screenshot",
      { html: "x", screenshotOptions: { type: "png", quality: 50 } },
      "/screenshotOptions/quality",
    ],
    [
      "/v1/screenshot",
      { html: "x", screenshotOptions: { fullPage: true, clip: { x: 0, y: 0, width: 9, height: 9 } } },
      "/screenshotOptions/clip",
    ],
    ["/v1/screenshot", { html: "x", selector: "p", screenshotOptions: { fullPage: true } }, "/selector"],
    [
      "/v1/links",
      { html: "x", waitForSelector: { selector: "p", hidden: true, visible: true } },
      "/waitForSelector/hidden",
    ],
    ["/v1/pdf", { html: "x", setExtraHTTPHeaders: { "bad header": "v" } }, "/setExtraHTTPHeaders/bad header"],
    // Only what HTTP can carry as it is (space, visible ASCII, Latin-1): Ȿ once reached Node's
    // http as a page request's User-Agent, which threw and crashed the server.
    ["/v1/markdown", { html: "x", userAgent: "©Ⱦ" }, "/userAgent"],
    ["/v1/pdf", { html: "x", setExtraHTTPHeaders: { "x-note": "Ȿ" } }, "/setExtraHTTPHeaders/x-note"],
    ["/v1/pdf", { url: "http://user:secret@127.0.0.1/" }, "/url"],
    ["/v1/snapshot", { url: "file:///etc/passwd" }, "/url"],
  ])("%s %j answers 400 naming %s", async (path, body, member) => {
    const res = await paid(path, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: "validation_failed" });
    expect(res.body.issues.map((i: { name: string }) => i.name)).toContain(member);
  });
});

describe("selectors that do not fit the page", () => {
  it.each([
    ["/v1/links", { html: "<p>x</p>", waitForSelector: { selector: "p[" } }, "/waitForSelector/selector"],
    ["/v1/screenshot", { html: "<p>x</p>", selector: "::nope(" }, "/selector"],
    ["/v1/screenshot", { html: "<p>x</p>", selector: "#absent" }, "/selector"],
    [
      "/v1/pdf",
      { html: "<p>x</p>", pdfOptions: { margin: { top: "6in", bottom: "6in" } } },
      "/pdfOptions/margin",
    ],
  ])("%s %j answers 400 naming %s", async (path, body, member) => {
    const res = await paid(path, body);
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([expect.objectContaining({ location: "body", name: member })]);
  });

  it("answers 400 naming the selector when the awaited element never comes", async () => {
    const res = await paid("/v1/markdown", {
      html: "<p>x</p>",
      waitForSelector: { selector: "#never", timeout: 300 },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([expect.objectContaining({ name: "/waitForSelector/selector" })]);
    expect(res.body.error).toContain("no element was attached within 300 ms");
  });

  it("waits for an element a script adds later", async () => {
    const html =
      "<script>setTimeout(() => document.body.insertAdjacentHTML('beforeend', '<h2 id=late>Late</h2>'), 300)</script>";
    const res = await paid("/v1/markdown", { html, waitForSelector: { selector: "#late", visible: true } });
    expect(res.status).toBe(200);
    expect(res.body.markdown).toContain("## Late");
  });
});

describe("refused URLs", () => {
  it.each([
    ["an internal address", "http://10.0.0.1/"],
    ["a redirect to one", "/redirect-out"],
  ])("answers 403 for %s and debits nothing", async (_name, url) => {
    const before = (await svc.settledKey(key))?.creditsMicros;
    const res = await paid("/v1/links", { url: url.startsWith("/") ? site.origin + url : url });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "url_refused" });
    expect((await svc.settledKey(key))?.creditsMicros).toBe(before);
  });

  it("answers an unpaid probe (no credential, no input) with 402 and the x402 terms, as discovery expects", async () => {
    const res = await request(svc.app).post("/v1/screenshot").send({});
    expect(res.status).toBe(402);
    const terms = JSON.parse(Buffer.from(String(res.headers["payment-required"]), "base64").toString("utf8"));
    expect(terms.accepts).toEqual([expect.objectContaining({ scheme: "exact", amount: "5000" })]);
    // What x402scan lists the route by: the service, the answer's type and the input's schema.
    expect(terms.resource).toMatchObject({
      mimeType: "image/png",
      serviceName: "Page renderer",
      tags: expect.arrayContaining(["screenshot"]),
    });
    expect(terms.extensions.bazaar.info.input).toMatchObject({
      type: "http",
      method: "POST",
      bodyType: "json",
    });
    expect(terms.extensions.bazaar.schema.properties.input.properties.body.properties).toHaveProperty("html");
    expect(res.body.code).toBe("payment_required");
  });

  // The only test without a credential: it spends this client address's free allowance.
  it("spends no free call on a refusal", async () => {
    for (let i = 0; i < 3; i++)
      expect(
        (
          await request(svc.app)
            .post("/v1/markdown")
            .send({ url: `${site.origin}/redirect-out` })
        ).status,
      ).toBe(403);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await request(svc.app).post("/v1/markdown").send({ html: "<p>free</p>" })).status);
    expect(statuses).toEqual([200, 200, 200, 402]);
  });
});
