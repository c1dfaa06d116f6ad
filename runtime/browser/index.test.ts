/**
 * The process-wide pool the page tools share: one per process, configured from the environment,
 * its gauges on /metrics; nothing here starts a browser.
 */
import { metricsRegistry } from "../observability/metrics.js";
import { callTimeoutMs, closeSharedBrowserPool, sharedBrowserPool } from "./index.js";

afterEach(() => closeSharedBrowserPool());

describe("sharedBrowserPool", () => {
  it("is one pool per process until closed, then a new one", async () => {
    const env = { BROWSER_CONCURRENCY: "3" };
    const pool = sharedBrowserPool(env);
    expect(sharedBrowserPool()).toBe(pool);
    expect(pool.config.concurrency).toBe(3);
    await closeSharedBrowserPool();
    expect(sharedBrowserPool({})).not.toBe(pool);
    expect(sharedBrowserPool().config.concurrency).toBe(2);
  });

  it("refuses a bad variable by name", () => {
    expect(() => sharedBrowserPool({ BROWSER_CONCURRENCY: "0" })).toThrow(/BROWSER_CONCURRENCY/);
  });
});

describe("callTimeoutMs", () => {
  it("is the default without a request and never more than the maximum", () => {
    sharedBrowserPool({ BROWSER_CALL_TIMEOUT_MS: "20000", BROWSER_CALL_TIMEOUT_MAX_MS: "45000" });
    expect(callTimeoutMs()).toBe(20_000);
    expect(callTimeoutMs(5_000)).toBe(5_000);
    expect(callTimeoutMs(120_000)).toBe(45_000);
  });
});

describe("metrics", () => {
  it("publishes the pool's active and queued calls", async () => {
    sharedBrowserPool({});
    const text = await metricsRegistry.metrics();
    expect(text).toContain('browser_pages{state="active"} 0');
    expect(text).toContain('browser_pages{state="queued"} 0');
    expect(text).toMatch(/^browser_restarts \d+$/m);
  });
});
