/**
 * `POST /md` over HTTP against pages served on 127.0.0.1 (`OUTBOUND_NETWORK=loopback`), every
 * response judged against the published contract: the filters, the query, code blocks, redirects
 * and the cache.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import request from "supertest";
import { closeSharedBrowserPool } from "../../runtime/browser/index.js";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";
import { type PageServer, page, redirect, startPageServer } from "./testing/pages.js";

const ARTICLE = `<!doctype html><html><head><title>Garden guide</title></head><body>
<header><a href="/">Home</a> <a href="/shop">Shop</a></header>
<nav><ul><li><a href="/a">Alpha</a></li><li><a href="/b">Beta</a></li></ul></nav>
<div class="cookie-banner">We use cookies. <button>Accept</button></div>
<main>
  <h1>Growing tomatoes</h1>
  <p>Tomatoes need six hours of sun and deep, regular watering to set fruit.</p>
  <h2>Soil</h2>
  <p>Use loose soil rich in compost; tomatoes dislike heavy clay that holds water.</p>
  <h2>Pruning</h2>
  <p>Pinch the suckers that grow between the stem and the branches every week.</p>
  <div class="links"><a href="/x">One</a> <a href="/y">Two</a> <a href="/z">Three</a></div>
  <pre><code class="language-bash">water --litres 2   --when   morning
  # keep the    spacing</code></pre>
</main>
<aside>Related: <a href="/peppers">Peppers</a></aside>
<footer>© 2026 Garden Inc. <a href="/privacy">Privacy</a></footer>
</body></html>`;

let svc: TestService;
let pages: PageServer;
let auth: string;

beforeAll(async () => {
  pages = await startPageServer({
    "/article": page(ARTICLE),
    "/hop1": redirect("/hop2", 301),
    "/hop2": redirect("hop3", 307),
    "/hop3": page("<html><body><h1>Arrived</h1><p>After two redirects.</p></body></html>"),
    "/cached": page("<html><body><p>Cached page body with enough words in it.</p></body></html>"),
    "/notes.md": page("# Notes\n\n- one\n- two\n", "text/markdown"),
    "/data.json": page('{"a": [1, 2]}', "application/json"),
    "/app": page(
      `<html><head><title>App</title></head><body><div id="root"></div>
      <noscript>You need to enable JavaScript to run this app.</noscript>
      <script>document.getElementById("root").innerHTML =
        "<h1>Rendered by script</h1><p>The list has " + [1, 2, 3].length + " items.</p>";</script></body></html>`,
    ),
  });
  svc = await startTestService("crawler", { env: { ...process.env, OUTBOUND_NETWORK: "loopback" } });
  auth = `Bearer ${(await createApiKey(svc.db.knex, { name: "md", creditsMicros: 1_000_000_000 })).key}`;
});
afterAll(async () => {
  await svc.close();
  await closeSharedBrowserPool();
  await pages.close();
});
afterEach(() => expect(svc.violations()).toEqual([]));

const md = (body: object) => request(svc.app).post("/md").set("Authorization", auth).send(body);

describe("crawl_markdown", () => {
  it("answers the whole page with f raw, boilerplate included", async () => {
    const res = await md({ url: `${pages.origin}/article`, f: "raw" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      url: `${pages.origin}/article`,
      filter: "raw",
      query: null,
      cache: "0",
      success: true,
      finalUrl: `${pages.origin}/article`,
      status: 200,
      title: "Garden guide",
      contentType: "text/html",
      truncated: false,
      renderedWith: "static",
      fromCache: false,
    });
    for (const text of ["Growing tomatoes", "Alpha", "We use cookies", "Privacy", "Peppers"])
      expect(res.body.markdown).toContain(text);
  });

  it("prunes navigation, banners, asides, footers and link lists with f fit (the default)", async () => {
    const res = await md({ url: `${pages.origin}/article` });
    expect(res.status).toBe(200);
    expect(res.body.filter).toBe("fit");
    const text: string = res.body.markdown;
    expect(text).toMatch(/^# Growing tomatoes/);
    for (const kept of ["six hours of sun", "## Soil", "## Pruning", "Pinch the suckers"])
      expect(text).toContain(kept);
    for (const gone of ["Alpha", "Shop", "We use cookies", "Peppers", "Privacy", "[One]"])
      expect(text).not.toContain(gone);
  });

  it("keeps code blocks verbatim in a fence naming their language", async () => {
    const res = await md({ url: `${pages.origin}/article` });
    expect(res.body.markdown).toContain(
      "```bash\nwater --litres 2   --when   morning\n  # keep the    spacing\n```",
    );
  });

  it("keeps only the blocks matching q, in document order, with their headings", async () => {
    const res = await md({ url: `${pages.origin}/article`, q: "compost clay soil" });
    expect(res.status).toBe(200);
    expect(res.body.query).toBe("compost clay soil");
    expect(res.body.markdown).toBe(
      "## Soil\n\nUse loose soil rich in compost; tomatoes dislike heavy clay that holds water.",
    );
    const two = await md({ url: `${pages.origin}/article`, q: "suckers watering" });
    const text: string = two.body.markdown;
    expect(text.indexOf("regular watering")).toBeGreaterThanOrEqual(0);
    expect(text.indexOf("regular watering")).toBeLessThan(text.indexOf("Pinch the suckers"));
    expect(text).not.toContain("compost");
  });

  it("follows a redirect chain (absolute and relative Location) and names the final URL", async () => {
    const res = await md({ url: `${pages.origin}/hop1`, f: "raw" });
    expect(res.status).toBe(200);
    expect(res.body.url).toBe(`${pages.origin}/hop1`);
    expect(res.body.finalUrl).toBe(`${pages.origin}/hop3`);
    expect(res.body.markdown).toContain("# Arrived");
  });

  it("answers Markdown as it is and JSON in a fenced block", async () => {
    const notes = await md({ url: `${pages.origin}/notes.md` });
    expect(notes.body).toMatchObject({ contentType: "text/markdown", markdown: "# Notes\n\n- one\n- two\n" });
    const data = await md({ url: `${pages.origin}/data.json` });
    expect(data.body).toMatchObject({
      contentType: "application/json",
      markdown: '```json\n{"a": [1, 2]}\n```',
    });
  });

  it("loads a page that only its scripts fill in Chromium", async () => {
    const res = await md({ url: `${pages.origin}/app` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ renderedWith: "browser", title: "App", status: 200 });
    expect(res.body.markdown).toBe("# Rendered by script\n\nThe list has 3 items.");
  });

  it('serves c "1" from the cache, and c "0" fetches afresh', async () => {
    const url = `${pages.origin}/cached`;
    const first = await md({ url, c: "1" });
    expect(first.body).toMatchObject({ cache: "1", fromCache: false });
    expect(pages.hits.get("/cached")).toBe(1);
    const second = await md({ url, c: "1" });
    expect(second.body).toMatchObject({ cache: "1", fromCache: true, cachedAt: first.body.cachedAt });
    expect(second.body.markdown).toBe(first.body.markdown);
    expect(pages.hits.get("/cached")).toBe(1);
    const fresh = await md({ url, c: "0" });
    expect(fresh.body).toMatchObject({ cache: "0", fromCache: false });
    expect(pages.hits.get("/cached")).toBe(2);
    // A different filter is a different entry.
    const raw = await md({ url, c: "1", f: "raw" });
    expect(raw.body.fromCache).toBe(false);
    expect(pages.hits.get("/cached")).toBe(3);
  });
});

describe("crawl_markdown over MCP", () => {
  it("is one tool, called with the REST body, metered like REST", async () => {
    const base = await svc.listen();
    const { key } = await createApiKey(svc.db.knex, { name: "mcp", creditsMicros: 8000 });
    const client = new Client({ name: "test", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${key}` } },
      }),
    );
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["crawl_markdown"]);
    const refused = await client.callTool({
      name: "crawl_markdown",
      arguments: { body: { url: "file:///etc/passwd" } },
    });
    expect(refused.isError).toBe(true);
    const result = await client.callTool({
      name: "crawl_markdown",
      arguments: { body: { url: `${pages.origin}/article`, q: "compost" } },
    });
    expect(result.isError).toBe(false);
    expect(result.structuredContent).toMatchObject({ success: true, filter: "fit", query: "compost" });
    // The refused call cost nothing; the crawl cost its price.
    expect((await svc.settledKey(key))?.creditsMicros).toBe(0n);
    await client.close();
  });
});
