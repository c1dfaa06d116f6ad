/**
 * The browser pool's own promises, on Debian's Chromium and local pages: bounded slots and queue
 * (busy), a wall-clock cap that never hangs (timeout), a browser that dies mid-call (crashed, then
 * relaunched), and a context that is gone after every call.
 */

import { readFileSync } from "node:fs";
import { testBrowserPool } from "../testing/chromium.js";
import { html, type PageServer, servePages } from "../testing/pageServer.js";
import { processTree } from "./launch.js";
import type { ChromiumPool } from "./pool.js";
import { PageError } from "./types.js";

let pool: ChromiumPool;
let site: PageServer;

beforeAll(async () => {
  site = await servePages({
    "/": html("<title>ok</title><p>hello</p>"),
    // Headers sent, body never finished: only the call's deadline ends it.
    "/hang": (_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.write("<p>loading");
    },
    "/spin": html("<p>spinning</p><script>while (true) {}</script>"),
    "/chatty": html(`<script>
      Promise.all(Array.from({ length: 30 }, (_, i) => fetch("/?n=" + i).then(() => 1, () => 0)))
        .then((ok) => { document.title = "fetched " + ok.reduce((a, b) => a + b, 0); });
    </script>`),
    "/blob": (_req, res) => res.writeHead(200, { "content-type": "text/plain" }).end("x".repeat(100_000)),
    "/heavy": html(`<script>
      (async () => {
        const sizes = [];
        for (let i = 0; i < 3; i++) sizes.push(await fetch("/blob?" + i).then((r) => r.text()).then((t) => t.length, () => 0));
        document.title = sizes.join(" ");
      })();
    </script>`),
  });
  // Small caps, so a test page can reach them; no other test here comes near.
  pool = testBrowserPool({
    BROWSER_CONCURRENCY: "1",
    BROWSER_QUEUE_LIMIT: "1",
    BROWSER_MAX_REQUESTS: "20",
    BROWSER_MAX_PAGE_BYTES: "250000",
  });
});
afterAll(async () => {
  await pool.close();
  await site.close();
});

/** The PageError `promise` rejects with (fails the test when it resolves or throws something else). */
async function pageError(promise: Promise<unknown>): Promise<PageError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof PageError)) throw new Error(`expected a PageError, got ${String(error)}`);
  return error;
}

const title = (path: string, timeoutMs = 20_000) =>
  pool.withPage({ source: { url: `${site.origin}${path}` } }, timeoutMs, ({ page }) => page.title());

describe("withPage", () => {
  it("loads a page in a fresh context and closes it afterwards", async () => {
    const contexts = await pool.withPage(
      { source: { url: `${site.origin}/` } },
      20_000,
      async ({ page, status }) => {
        expect(status).toBe(200);
        expect(await page.title()).toBe("ok");
        return page.context().browser()?.contexts().length;
      },
    );
    expect(contexts).toBe(1);
    expect(pool.stats()).toMatchObject({ active: 0, queued: 0 });
  });

  it("passes the caller's own error through and frees the slot", async () => {
    const mine = new Error("the tool failed");
    await expect(
      pool.withPage({ source: { url: `${site.origin}/` } }, 20_000, () => Promise.reject(mine)),
    ).rejects.toBe(mine);
    expect(await title("/")).toBe("ok");
  });

  it("ends a page that never finishes loading with timeout, on time", async () => {
    const started = Date.now();
    const error = await pageError(title("/hang", 1_500));
    expect(error.failure).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(await title("/")).toBe("ok");
  });

  it("ends a page whose script never yields with timeout, on time", async () => {
    const started = Date.now();
    const error = await pageError(title("/spin", 1_500));
    expect(error.failure).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(await title("/")).toBe("ok");
  });

  it("refuses a call beyond the queue with busy and a Retry-After", async () => {
    const first = title("/hang", 2_000).catch((e: unknown) => e);
    const second = title("/", 10_000);
    const third = await pageError(title("/"));
    expect(third.failure).toBe("busy");
    expect(third.details.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(pool.stats()).toMatchObject({ active: 1, queued: 1 });
    expect(await first).toBeInstanceOf(PageError);
    // The queued call got the slot when the first one ended.
    expect(await second).toBe("ok");
  });

  it("answers busy to a queued call whose time budget runs out while it waits", async () => {
    const first = title("/hang", 2_500).catch((e: unknown) => e);
    const started = Date.now();
    const queued = await pageError(title("/", 800));
    expect(queued.failure).toBe("busy");
    expect(Date.now() - started).toBeLessThan(2_000);
    await first;
    expect(pool.stats()).toMatchObject({ active: 0, queued: 0 });
  });

  it("fails the calls in flight with crashed when the browser dies, and relaunches on the next call", async () => {
    const restarts = pool.stats().restarts;
    const inFlight = pageError(title("/hang", 20_000));
    // Wait until the page is really loading (the server saw the request).
    const before = site.requests.filter((r) => r === "GET /hang").length;
    while (site.requests.filter((r) => r === "GET /hang").length === before) await sleep(20);
    const pid = await pool.browserPid();
    expect(pid).toBeGreaterThan(0);
    process.kill(pid!, "SIGKILL");
    const error = await inFlight;
    expect(error.failure).toBe("crashed");
    expect(await title("/")).toBe("ok");
    expect(pool.stats().restarts).toBe(restarts + 1);
    expect(await pool.browserPid()).not.toBe(pid);
  });

  it("fails only the call whose page crashed, with crashed, and keeps the browser", async () => {
    const restarts = pool.stats().restarts;
    const error = await pageError(
      pool.withPage({ source: { url: `${site.origin}/` } }, 20_000, async ({ page }) => {
        const browser = (await pool.browserPid())!;
        // The renderer of this page: the only one, as the pool runs one page at a time here.
        for (const pid of processTree(browser))
          if (readFileSync(`/proc/${pid}/cmdline`, "latin1").includes("--type=renderer"))
            process.kill(pid, "SIGKILL");
        await page.waitForTimeout(10_000);
      }),
    );
    expect(error.failure).toBe("crashed");
    expect(await title("/")).toBe("ok");
    expect(pool.stats().restarts).toBe(restarts);
  });
});

describe("caps per call", () => {
  const titleOnceSet = (path: string) =>
    pool.withPage({ source: { url: `${site.origin}${path}` } }, 20_000, async ({ page }) => {
      await page.waitForFunction("document.title !== ''");
      return page.title();
    });

  it("drops the requests past BROWSER_MAX_REQUESTS", async () => {
    // The document is request 1 of 20: 19 of the page's 30 fetches get through.
    expect(await titleOnceSet("/chatty")).toBe("fetched 19");
  });

  it("drops the responses past BROWSER_MAX_PAGE_BYTES", async () => {
    // 250,000 bytes for the call: the document and two 100,000-byte answers fit, the third does not.
    expect(await titleOnceSet("/heavy")).toBe("100000 100000 0");
  });
});

describe("a browser that cannot start", () => {
  it("answers crashed, quickly", async () => {
    const broken = testBrowserPool({ CHROMIUM_PATH: "/nonexistent/chromium" });
    const error = await pageError(
      broken.withPage({ source: { url: `${site.origin}/` } }, 20_000, async () => 0),
    );
    expect(error.failure).toBe("crashed");
    expect(error.message).toContain("could not start");
    expect(broken.stats()).toMatchObject({ active: 0, queued: 0 });
  });
});

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
