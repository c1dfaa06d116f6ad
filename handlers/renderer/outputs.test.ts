/**
 * Each route's output, made by real Chromium from local pages (127.0.0.1 under
 * `OUTBOUND_NETWORK=loopback`): one service, one browser and one test site for the whole file.
 */
import sharp from "sharp";
import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";
import { pdfPageCount } from "./pdf.js";
import { startTestSite, type TestSite } from "./testing/pages.js";

let svc: TestService;
let site: TestSite;
let auth: Record<string, string>;
const SMALL = { width: 400, height: 300 };

beforeAll(async () => {
  site = await startTestSite();
  svc = await startTestService("renderer", { env: { ...process.env, OUTBOUND_NETWORK: "loopback" } });
  const key = await createApiKey(svc.db.knex, { name: "renderer outputs", creditsMicros: 1_000_000n });
  auth = { Authorization: `Bearer ${key.key}` };
});

afterAll(async () => {
  // Every answer was also judged against the published contract by an independent validator.
  expect(svc.violations()).toEqual([]);
  await svc.close();
  await site.close();
});

function post(path: string, body: object) {
  return request(svc.app)
    .post(path)
    .set(auth)
    .send(body)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    });
}

function json(res: { body: Buffer }) {
  return JSON.parse(res.body.toString("utf8"));
}

describe("render_pdf", () => {
  it("prints the pages pageRanges selects, as a PDF", async () => {
    const res = await post("/v1/pdf", { url: `${site.origin}/pages/3`, pdfOptions: { pageRanges: "1, 3" } });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.body.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdfPageCount(res.body)).toBe(2);
  });

  it("answers 400 naming pdfOptions.pageRanges when the ranges select no page", async () => {
    const res = await post("/v1/pdf", { url: `${site.origin}/pages/3`, pdfOptions: { pageRanges: "7-9" } });
    expect(res.status).toBe(400);
    expect(json(res)).toMatchObject({
      code: "validation_failed",
      issues: [{ name: "/pdfOptions/pageRanges" }],
    });
  });

  it("refuses a document longer than the page cap with 413", async () => {
    const res = await post("/v1/pdf", { url: `${site.origin}/pages/101` });
    expect(res.status).toBe(413);
    expect(json(res)).toMatchObject({ code: "content_too_large" });
  });
});

describe("render_screenshot", () => {
  it.each([
    ["png", "89504e47", {}],
    ["jpeg", "ffd8ff", { quality: 50 }],
    ["webp", "52494646", { quality: 60 }],
  ])("answers a %s of the viewport", async (type, magic, extra) => {
    const res = await post("/v1/screenshot", {
      html: "<h1 style='color:red'>Hello</h1>",
      viewport: SMALL,
      screenshotOptions: { type, ...extra },
    });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe(`image/${type}`);
    expect(res.body.subarray(0, magic.length / 2).toString("hex")).toBe(magic);
    const meta = await sharp(res.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([type, 400, 300]);
  });

  it("answers only the clip rectangle", async () => {
    const res = await post("/v1/screenshot", {
      html: "<p>clip</p>",
      viewport: SMALL,
      screenshotOptions: { clip: { x: 10, y: 20, width: 120, height: 80 } },
    });
    expect(res.status).toBe(200);
    const meta = await sharp(res.body).metadata();
    expect([meta.width, meta.height]).toEqual([120, 80]);
  });

  it("answers the whole page with its lazy content when fullPage is set", async () => {
    const res = await post("/v1/screenshot", {
      url: `${site.origin}/lazy`,
      viewport: SMALL,
      screenshotOptions: { fullPage: true },
    });
    expect(res.status).toBe(200);
    // 1500 px of page, 10 of sentinel, then 1000 px that only exist once scrolled to.
    expect((await sharp(res.body).metadata()).height).toBe(2510);
  });

  it("answers one element for a selector", async () => {
    const res = await post("/v1/screenshot", {
      html: "<div id='box' style='width:50px;height:30px;background:blue'></div>",
      viewport: SMALL,
      selector: "#box",
    });
    expect(res.status).toBe(200);
    const meta = await sharp(res.body).metadata();
    expect([meta.width, meta.height]).toEqual([50, 30]);
  });

  it("refuses a full page taller than the height cap with 413", async () => {
    const res = await post("/v1/screenshot", {
      html: "<div style='height:20000px'>tall</div>",
      // A tall window scrolls to the cap in a few steps.
      viewport: { width: 400, height: 4000 },
      screenshotOptions: { fullPage: true },
    });
    expect(res.status).toBe(413);
    expect(json(res)).toMatchObject({ code: "content_too_large" });
  });
});

describe("render_snapshot", () => {
  it("answers every format of one load of a script-rendered page", async () => {
    const res = await post("/v1/snapshot", {
      url: `${site.origin}/scripted`,
      viewport: SMALL,
      formats: ["html", "screenshot", "markdown", "accessibilityTree"],
    });
    expect(res.status).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({
      success: true,
      status: 200,
      title: "Scripted page",
      url: `${site.origin}/scripted`,
    });
    expect(body.html).toContain("<h1>Written by script</h1>");
    expect(Buffer.from(body.screenshot, "base64").subarray(0, 4).toString("hex")).toBe("89504e47");
    expect(body.markdown).toContain("# Written by script");
    expect(body.accessibilityTree).toContain('heading "Written by script" [level=1]');
  });

  it("answers html and a screenshot by default, and no url for inline html", async () => {
    const body = json(await post("/v1/snapshot", { html: "<title>T</title><p>x</p>", viewport: SMALL }));
    expect(Object.keys(body).sort()).toEqual(["html", "screenshot", "status", "success", "title"]);
  });
});

describe("render_markdown", () => {
  it("converts what the page's script wrote, with absolute links", async () => {
    const res = await post("/v1/markdown", { url: `${site.origin}/scripted` });
    expect(res.status).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({ success: true, url: `${site.origin}/scripted`, title: "Scripted page" });
    expect(body.markdown).toContain("# Written by script");
    expect(body.markdown).toContain("Rendered **after** load.");
    expect(body.markdown).toContain(`(${site.origin}/about)`);
  });
});

describe("render_links", () => {
  const all = (origin: string) => [
    `${origin}/about`,
    "http://www.127.0.0.1.test/elsewhere",
    "https://example.com/outside",
    `${origin}/hidden`,
    `${origin}/late`,
  ];

  it("answers every http(s) link once, absolute and without fragments", async () => {
    const body = json(await post("/v1/links", { url: `${site.origin}/scripted` }));
    expect(body).toEqual({
      success: true,
      url: `${site.origin}/scripted`,
      title: "Scripted page",
      links: all(site.origin),
    });
  });

  it("sees only the served HTML when the page's scripts are off", async () => {
    const body = json(
      await post("/v1/links", { url: `${site.origin}/scripted`, setJavaScriptEnabled: false }),
    );
    expect(body.links).not.toContain(`${site.origin}/late`);
    expect(body.links).toContain(`${site.origin}/about`);
  });

  it("keeps only visible links on the page's own host when both filters are set", async () => {
    const body = json(
      await post("/v1/links", {
        url: `${site.origin}/scripted`,
        visibleLinksOnly: true,
        excludeExternalLinks: true,
      }),
    );
    expect(body.links).toEqual([`${site.origin}/about`, `${site.origin}/late`]);
  });
});

describe("refused pages", () => {
  it("answers 502 naming the status when the page answers 404, and renders nothing", async () => {
    const res = await post("/v1/markdown", { url: `${site.origin}/missing` });
    expect(res.status).toBe(502);
    expect(json(res)).toMatchObject({ code: "upstream_error", error: expect.stringContaining("404") });
  });

  it("answers 502 for a 3xx that leads nowhere, so a snapshot's status is always 2xx", async () => {
    const res = await post("/v1/snapshot", { url: `${site.origin}/multiple-choices`, formats: ["html"] });
    expect(res.status).toBe(502);
    expect(json(res)).toMatchObject({ code: "upstream_error", error: expect.stringContaining("300") });
  });

  it("answers 415 for a URL that is an image, not a page", async () => {
    const res = await post("/v1/links", { url: `${site.origin}/image.png` });
    expect(res.status).toBe(415);
    expect(json(res)).toMatchObject({
      code: "unsupported_content_type",
      error: expect.stringContaining("image/png"),
    });
  });
});
