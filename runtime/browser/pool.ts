/**
 * The browser pool: one lazily started Chromium, N page slots with a bounded FIFO queue, a fresh
 * browser context per call (no cookies, cache or storage shared), a wall-clock cap on every call,
 * and recovery when the browser dies. See README "Browser pool and egress".
 */
import type { Browser, BrowserContext } from "playwright-core";
import { egressFetch } from "../web/egressFetch.js";
import { PageTraffic } from "./egress.js";
import { browserPid, launchChromium } from "./launch.js";
import type { BrowserPoolConfig } from "./limits.js";
import { contextOptions, loadSource, sourceTarget } from "./load.js";
import { type BrowserPool, type LoadedPage, type OpenPageOptions, PageError } from "./types.js";

/** How long a launch may take before the call waiting for it is told the browser did not start. */
const LAUNCH_TIMEOUT_MS = 60_000;

/** A browser with no call for this long is closed (its ~200 MB back); the next call starts it again. */
const IDLE_CLOSE_MS = 5 * 60_000;

/** How long closing a context may take before the browser is deemed wedged and restarted. */
const CLOSE_GRACE_MS = 5_000;

/** A running browser and the promise that rejects (with `crashed`) when it goes away. */
interface Running {
  browser: Browser;
  tag: string;
  lost: Promise<never>;
}

interface Waiter {
  grant(): void;
}

let launches = 0;

/** What a pool may be given instead of the real thing (tests). */
export interface PoolDependencies {
  /** Sends one request of a page; default {@link egressFetch} (the egress policy). */
  fetch?: typeof egressFetch;
}

/** The {@link BrowserPool} over Debian's Chromium. */
export class ChromiumPool implements BrowserPool {
  private running: Promise<Running> | undefined;
  private active = 0;
  private readonly waiting: Waiter[] = [];
  private served = 0;
  private restarts = 0;
  /** Mean duration of recent calls (ms), to tell a refused caller when to come back. */
  private meanCallMs = 2_000;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly config: BrowserPoolConfig,
    private readonly deps: PoolDependencies = {},
  ) {}

  stats() {
    return { active: this.active, queued: this.waiting.length, served: this.served, restarts: this.restarts };
  }

  /** The pid of the running browser process, if one runs (for tests and the bench). */
  async browserPid(): Promise<number | undefined> {
    const running = await this.running?.catch(() => undefined);
    return running ? browserPid(running.tag) : undefined;
  }

  async withPage<T>(
    options: OpenPageOptions,
    timeoutMs: number,
    fn: (loaded: LoadedPage) => Promise<T>,
  ): Promise<T> {
    const started = Date.now();
    const budget = Number.isFinite(timeoutMs) ? timeoutMs : this.config.defaultTimeoutMs;
    const deadline = started + Math.max(1, Math.min(budget, this.config.maxTimeoutMs));
    // A bad source is the caller's mistake: refuse it before taking a slot or starting a browser.
    const target = sourceTarget(options.source);
    await this.acquire(deadline);
    try {
      return await this.run(options, target, deadline, fn);
    } finally {
      this.served++;
      this.meanCallMs = 0.8 * this.meanCallMs + 0.2 * (Date.now() - started);
      this.release();
    }
  }

  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const running = this.running;
    this.running = undefined;
    const browser = await running?.then((r) => r.browser).catch(() => undefined);
    await browser?.close().catch(() => {});
  }

  /** Waits for a slot (FIFO); refuses with `busy` when the queue is full or the deadline passes. */
  private acquire(deadline: number): Promise<void> {
    if (this.active < this.config.concurrency && this.waiting.length === 0) {
      this.active++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.config.queueLimit)
      return Promise.reject(this.busy("the browser is busy"));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(timer);
          this.active++;
          resolve();
        },
      };
      // Waiting out the budget is the server's shortfall, not the page's: 503 busy, not 504.
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(this.busy("the browser was busy for the whole time budget of the call"));
      }, deadline - Date.now());
      this.waiting.push(waiter);
    });
  }

  private release(): void {
    this.active--;
    this.waiting.shift()?.grant();
    if (this.active === 0) {
      clearTimeout(this.idleTimer);
      this.idleTimer = setTimeout(() => {
        if (this.active === 0 && this.waiting.length === 0) void this.close();
      }, IDLE_CLOSE_MS);
      this.idleTimer.unref();
    }
  }

  private busy(message: string): PageError {
    const rounds = (this.waiting.length + 1) / this.config.concurrency;
    return new PageError("busy", `${message}; retry later`, {
      retryAfterSeconds: Math.max(1, Math.ceil((rounds * this.meanCallMs) / 1000)),
    });
  }

  /** The running browser, started on first use (and again after a crash). */
  private browser(): Promise<Running> {
    if (!this.running) {
      const starting = this.launch();
      this.running = starting;
      starting.catch(() => {
        if (this.running === starting) this.running = undefined;
      });
    }
    return this.running;
  }

  private async launch(): Promise<Running> {
    const tag = `${process.pid}-${++launches}`;
    let browser: Browser;
    try {
      // Not the call's deadline: the launch is shared, and a call with a short budget must not
      // abort it for the calls queued behind (each of them races its own deadline instead).
      browser = await launchChromium(this.config.chromiumPath, tag, LAUNCH_TIMEOUT_MS);
    } catch (error) {
      throw new PageError("crashed", `the browser could not start: ${String(error).split("\n")[0]}`);
    }
    const running: Running = { browser, tag, lost: undefined as unknown as Promise<never> };
    running.lost = new Promise<never>((_, reject) => {
      browser.on("disconnected", () => {
        const current = this.running;
        void current?.then((r) => {
          if (r === running) {
            this.running = undefined;
            this.restarts++;
          }
        });
        reject(new PageError("crashed", "the browser stopped while loading the page; retry"));
      });
    });
    running.lost.catch(() => {}); // observed by the calls racing it; none may be in flight
    return running;
  }

  private async run<T>(
    options: OpenPageOptions,
    target: { url: string; html?: string },
    deadline: number,
    fn: (loaded: LoadedPage) => Promise<T>,
  ): Promise<T> {
    // The budget running out while the browser starts is the server's shortfall: busy, not timeout.
    const running = await this.withinDeadline(this.browser(), deadline, () =>
      this.busy("the browser was still starting when the call's time budget ran out"),
    );
    const abort = new AbortController();
    let context: BrowserContext | undefined;
    let done = false;
    let crashPage: (error: PageError) => void = () => {};
    const pageCrashed = new Promise<never>((_, reject) => {
      crashPage = reject;
    });
    pageCrashed.catch(() => {}); // raced below; may never be awaited
    const work = (async () => {
      const opened = await running.browser.newContext(contextOptions(options));
      context = opened;
      if (done) {
        // The call already ended (and disposed of nothing): this context is ours to close.
        await opened.close().catch(() => {});
        throw new PageError("timeout", "the call ended before its page opened");
      }
      const traffic = new PageTraffic(
        this.config,
        abort.signal,
        deadline,
        target.html === undefined ? undefined : { url: target.url, html: target.html },
        new Set(options.rejectResourceTypes ?? []),
        this.deps.fetch ?? egressFetch,
      );
      await traffic.install(opened);
      opened.setDefaultTimeout(Math.max(1, deadline - Date.now()));
      const page = await opened.newPage();
      // A renderer that dies (out of memory, say) leaves the browser up: fail this call alone.
      page.once("crash", () => crashPage(new PageError("crashed", "the page crashed while loading; retry")));
      traffic.mainFrame = page.mainFrame();
      return fn(await loadSource(page, traffic, target, options, deadline));
    })();
    try {
      return await this.withinDeadline(Promise.race([work, running.lost, pageCrashed]), deadline);
    } catch (error) {
      throw this.failure(error, running);
    } finally {
      done = true;
      abort.abort();
      work.catch(() => {});
      await this.dispose(context, running);
    }
  }

  /** `promise`, or `late()` (by default a `timeout` PageError) once `deadline` passes. */
  private withinDeadline<T>(
    promise: Promise<T>,
    deadline: number,
    late: () => PageError = () =>
      new PageError("timeout", "the page did not finish within the call's time budget"),
  ): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(late()), Math.max(0, deadline - Date.now()));
    });
    return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
  }

  /** The error the caller sees: a PageError as it is, a browser that went away as `crashed`. */
  private failure(error: unknown, running: Running): unknown {
    if (error instanceof PageError) return error;
    if (!running.browser.isConnected())
      return new PageError("crashed", "the browser stopped while loading the page; retry");
    // The page or its context went away under the caller's feet (a renderer crash we saw late).
    if (
      error instanceof Error &&
      /Target page, context or browser has been closed|Target crashed/.test(error.message)
    )
      return new PageError("crashed", "the page crashed while loading; retry");
    if (error instanceof Error && error.name === "TimeoutError")
      return new PageError("timeout", "the page did not finish within the call's time budget");
    return error; // the caller's own error (an ApiError from `fn`, say) passes through
  }

  /** Closes the call's context; a browser that cannot even do that is restarted. */
  private async dispose(context: BrowserContext | undefined, running: Running): Promise<void> {
    if (!context || !running.browser.isConnected()) return;
    let timer: NodeJS.Timeout | undefined;
    const closed = await Promise.race([
      context.close().then(
        () => true,
        () => true,
      ),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), CLOSE_GRACE_MS);
      }),
    ]);
    clearTimeout(timer);
    if (!closed) {
      const pid = browserPid(running.tag);
      if (pid) process.kill(pid, "SIGKILL");
    }
  }
}
