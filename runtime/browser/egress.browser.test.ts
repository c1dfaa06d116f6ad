/**
 * Every request a page makes goes through the server under the egress policy, on Debian's
 * Chromium and local pages (`OUTBOUND_NETWORK=loopback`): redirects hop by hop, subresources,
 * iframes, fetch, websockets, local files, and the caps on bytes and redirects.
 */
import { testBrowserPool } from "../testing/chromium.js";
import { html, type PageServer, pageFailure, servePages } from "../testing/pageServer.js";
import { egressFetch } from "../web/egressFetch.js";
import { loadLazyContent } from "./lazy.js";
import type { ChromiumPool } from "./pool.js";
import type { LoadedPage, OpenPageOptions, PageSource } from "./types.js";

let pool: ChromiumPool;
let site: PageServer;

const FILE_PROBES = `
  <iframe src="file:///etc/passwd"></iframe>
  <img src="file:///etc/passwd" onerror="document.title += ' img-failed'">
  <script>
    fetch("file:///etc/passwd").then((r) => r.text()).then(
      (t) => { document.title += " LEAK " + t; },
      () => { document.title += " fetch-failed"; });
  </script>`;

beforeAll(async () => {
  site = await servePages({
    "/script": html(
      `<div id="out">static</div><script>out.textContent = "by script at " + location.pathname</script>`,
    ),
    "/r1": (_req, res) => res.writeHead(302, { location: "/r2" }).end(),
    "/r2": (_req, res) => res.writeHead(301, { location: "/script" }).end(),
    "/loop": (_req, res) => res.writeHead(302, { location: "/loop" }).end(),
    "/to-file": (_req, res) => res.writeHead(302, { location: "file:///etc/passwd" }).end(),
    "/big": html(`<p>${"x".repeat(2 * 1024 * 1024)}</p>`),
    "/huge": html(`<p>${"x".repeat(4 * 1024 * 1024)}</p>`),
    "/huge.png": (_req, res) =>
      res.writeHead(200, { "content-type": "image/png" }).end(Buffer.alloc(4 * 1024 * 1024)),
    "/with-huge-img": html(`<img src="/huge.png" onerror="document.title = 'img dropped'">`),
    "/data.bin": (_req, res) =>
      res.writeHead(200, { "content-type": "application/octet-stream" }).end("\x00\x01"),
    "/data.json": (_req, res) => res.writeHead(200, { "content-type": "application/json" }).end('{"a":1}'),
    "/gone": html("<p>gone</p>", 410),
    "/files": html(FILE_PROBES),
    "/elsewhere": html(`
      <iframe src="http://10.0.0.1/"></iframe>
      <script>
        fetch("http://10.0.0.1/").then(() => { document.title += " LEAK"; }, () => { document.title += " fetch-failed"; });
        const ws = new WebSocket(location.origin.replace("http", "ws") + "/ws");
        ws.onclose = () => { document.title += " ws-closed"; };
      </script>`),
    "/lazy": html(`
      <div id="list"></div><div id="end" style="height:10px"></div>
      <script>
        let n = 0;
        new IntersectionObserver((seen) => {
          if (!seen[0].isIntersecting || n >= 6) return;
          const block = document.createElement("div");
          block.className = "item"; block.style.height = "900px"; block.textContent = "item " + ++n;
          list.append(block);
        }).observe(end);
      </script>`),
    "/with-img": html(
      `<p id="out">static</p><img src="/pixel.png"><script>out.textContent = "scripted"</script>`,
    ),
    "/worker": html(
      `<script>new Worker("/worker.js").onmessage = (e) => { document.title = e.data; };</script>`,
    ),
    "/worker.js": (_req, res) =>
      res.writeHead(200, { "content-type": "text/javascript" }).end(`
        const fetched = (url) => fetch(url).then((r) => r.text(), () => "failed");
        Promise.all([fetched("/script"), fetched("http://10.0.0.1/")]).then(([own, refused]) =>
          postMessage((own.includes("static") ? "own-ok" : "own-failed") + " " + (refused === "failed" ? "refused-failed" : "LEAK")));`),
    "/set-cookie": (_req, res) =>
      res
        .writeHead(200, { "content-type": "text/html", "set-cookie": "session=abc; Path=/" })
        .end("<p>cookie</p>"),
  });
  pool = testBrowserPool({ BROWSER_MAX_RESOURCE_BYTES: String(3 * 1024 * 1024) });
});
afterAll(async () => {
  await pool.close();
  await site.close();
});

const open = <T>(
  source: PageSource,
  fn: (loaded: LoadedPage) => Promise<T>,
  more: Partial<OpenPageOptions> = {},
) => pool.withPage({ source, ...more }, 20_000, fn);
const at = (path: string): PageSource => ({ url: `${site.origin}${path}` });

describe("the page's main document", () => {
  it("runs the page's scripts", async () => {
    expect(await open(at("/script"), ({ page }) => page.textContent("#out"))).toBe("by script at /script");
  });

  it("follows redirects hop by hop to the final URL", async () => {
    const loaded = await open(at("/r1"), async ({ page, status, finalUrl }) => ({
      status,
      finalUrl,
      url: page.url(),
      text: await page.textContent("#out"),
    }));
    expect(loaded).toEqual({
      status: 200,
      finalUrl: `${site.origin}/script`,
      url: `${site.origin}/script`,
      text: "by script at /script",
    });
  });

  it("gives up after 10 redirects with upstream_status", async () => {
    expect((await pageFailure(open(at("/loop"), async () => 0))).failure).toBe("upstream_status");
  });

  it.each([
    ["a redirect to a file", "/to-file"],
    ["file:", "file:///etc/passwd"],
    ["chrome:", "chrome://version"],
    ["data:", "data:text/html,<p>hi</p>"],
    ["an address the policy refuses", "http://10.0.0.1/"],
    ["a name the policy refuses", "http://example.com/"],
  ])("refuses %s", async (_what, url) => {
    const source = url.startsWith("/") ? at(url) : { url };
    expect((await pageFailure(open(source, async () => 0))).failure).toBe("refused");
  });

  it("reports a host that does not answer as unreachable", async () => {
    expect((await pageFailure(open({ url: "http://127.0.0.1:1/" }, async () => 0))).failure).toBe(
      "unreachable",
    );
  });

  it("loads a 2 MB page", async () => {
    const length = await open(at("/big"), ({ page }) =>
      page.evaluate<number>("document.body.textContent.length"),
    );
    expect(length).toBe(2 * 1024 * 1024);
  });

  it("refuses a main document over the byte cap with too_large", async () => {
    expect((await pageFailure(open(at("/huge"), async () => 0))).failure).toBe("too_large");
  });

  it("drops a subresource over the byte cap and keeps the page", async () => {
    expect(await open(at("/with-huge-img"), ({ page }) => page.title())).toBe("img dropped");
  });

  it("reports the status and content type of what it loaded, for the caller to judge", async () => {
    const info = (path: string) =>
      open(at(path), async ({ status, contentType }) => ({ status, contentType }));
    expect(await info("/data.json")).toEqual({ status: 200, contentType: "application/json" });
    expect(await info("/gone")).toEqual({ status: 410, contentType: "text/html; charset=utf-8" });
  });

  it("answers content_type for a document the browser would only download", async () => {
    const error = await pageFailure(open(at("/data.bin"), async () => 0));
    expect(error.failure).toBe("content_type");
    expect(error.message).toContain("application/octet-stream");
  });

  it("shares no cookies between calls", async () => {
    const cookies = await open(at("/set-cookie"), ({ page }) => page.context().cookies());
    expect(cookies.map((c) => c.name)).toEqual(["session"]);
    expect(await open(at("/script"), ({ page }) => page.context().cookies())).toEqual([]);
  });
});

describe("the caller's options", () => {
  it("never fetches rejected resource types and can run without scripts", async () => {
    const before = site.requests.length;
    const text = await open(at("/with-img"), ({ page }) => page.textContent("#out"), {
      rejectResourceTypes: ["image"],
      javaScriptEnabled: false,
    });
    expect(text).toBe("static");
    expect(site.requests.slice(before)).toEqual(["GET /with-img"]);
  });

  it("answers timeout when the awaited selector never appears", async () => {
    const error = await pageFailure(
      open(at("/script"), async () => 0, { waitForSelector: { selector: "#never", timeoutMs: 300 } }),
    );
    expect(error.failure).toBe("timeout");
    expect(error.message).toContain("#never");
  });
});

describe("what the page loads", () => {
  it.each([
    ["a page", "/files"],
    ["inline HTML", FILE_PROBES],
  ])("cannot read local files from %s (iframe, img, fetch)", async (_what, given) => {
    const source = given.startsWith("/") ? at(given) : { html: given };
    const seen = await open(source, async ({ page }) => {
      await page.waitForFunction(
        "document.title.includes('fetch-failed') || document.title.includes('LEAK')",
      );
      // A blocked frame never commits a document (and asking for its content would wait forever).
      return { title: await page.title(), frames: page.frames().map((f) => f.url()) };
    });
    expect(seen.title).toContain("img-failed");
    expect(seen.title).toContain("fetch-failed");
    expect(seen.title).not.toContain("LEAK");
    expect(seen.frames).toHaveLength(2);
    expect(seen.frames.filter((url) => url.startsWith("file:"))).toEqual([]);
  });

  it("cannot reach a refused address or open a websocket", async () => {
    const title = await open(at("/elsewhere"), async ({ page }) => {
      await page.waitForFunction(
        "document.title.includes('fetch-failed') && document.title.includes('ws-closed')",
      );
      return page.title();
    });
    expect(title).not.toContain("LEAK");
    expect(site.requests.filter((r) => r.startsWith("UPGRADE"))).toEqual([]);
  });

  it("sends a worker's requests through the policy too", async () => {
    const title = await open(at("/worker"), async ({ page }) => {
      await page.waitForFunction("document.title !== ''");
      return page.title();
    });
    expect(title).toBe("own-ok refused-failed");
  });

  it("loads lazily added content by scrolling to the end", async () => {
    const { items, height } = await open(at("/lazy"), async ({ page }) => {
      const height = await loadLazyContent(page, { timeoutMs: 10_000 });
      return { items: await page.locator(".item").count(), height };
    });
    expect(items).toBe(6);
    expect(height).toBeGreaterThanOrEqual(6 * 900);
  });
});

describe("under OUTBOUND_NETWORK=public", () => {
  it("refuses a redirect to 127.0.0.1 and a page's requests there; nothing arrives", async () => {
    // A public site is stood in for: its one answer redirects to the local server.
    const publicPool = testBrowserPool(
      { OUTBOUND_NETWORK: "public" },
      {
        fetch: (req) =>
          req.url === "http://public.example/start"
            ? Promise.resolve({
                url: req.url,
                status: 302,
                headers: { location: `${site.origin}/script` },
                body: Buffer.alloc(0),
              })
            : egressFetch(req),
      },
    );
    const before = site.requests.length;
    try {
      const redirected = await pageFailure(
        publicPool.withPage({ source: { url: "http://public.example/start" } }, 20_000, async () => 0),
      );
      expect(redirected.failure).toBe("refused");
      const direct = await pageFailure(
        publicPool.withPage({ source: { url: `${site.origin}/script` } }, 20_000, async () => 0),
      );
      expect(direct.failure).toBe("refused");
      const title = await publicPool.withPage(
        {
          source: {
            html: `<script>fetch("${site.origin}/script").then(() => { document.title = "LEAK"; }, () => { document.title = "fetch-failed"; })</script><img src="${site.origin}/big">`,
          },
        },
        20_000,
        async ({ page }) => {
          await page.waitForFunction("document.title !== ''");
          return page.title();
        },
      );
      expect(title).toBe("fetch-failed");
    } finally {
      await publicPool.close();
    }
    expect(site.requests.slice(before)).toEqual([]);
  });
});
