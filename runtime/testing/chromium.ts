/**
 * Real headless Chromium for tests (Debian's `chromium`, DESIGN §8): a page's DOM once it
 * settles (`--dump-dom`), or a page driven over the DevTools protocol (evaluate, wait, click).
 * Only 127.0.0.1 is reached; each browser gets a throw-away profile.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HEADLESS_FLAGS } from "../browser/launch.js";
import { browserPoolConfig } from "../browser/limits.js";
import { ChromiumPool, type PoolDependencies } from "../browser/pool.js";

/** Where Debian's `chromium` package puts the browser (`npm install` installs it when missing). */
export const CHROMIUM = "/usr/lib/chromium/chromium";

/** The flags known to work on these machines, and console output (CSP violations included) on stderr. */
const FLAGS = [...HEADLESS_FLAGS, "--enable-logging=stderr", "--v=0"];

/**
 * A browser pool for tests (one per test file: a launch costs about a second): Debian's Chromium,
 * pages only on 127.0.0.1 (`OUTBOUND_NETWORK=loopback`) unless `env` says otherwise.
 */
export function testBrowserPool(env: Record<string, string> = {}, deps: PoolDependencies = {}): ChromiumPool {
  requireChromium();
  return new ChromiumPool(
    browserPoolConfig({ OUTBOUND_NETWORK: "loopback", CHROMIUM_PATH: CHROMIUM, ...env }),
    deps,
  );
}

/** Throws, saying how to install it, when Chromium is missing: browser tests fail rather than skip. */
export function requireChromium(): void {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `Chromium is not installed at ${CHROMIUM}: this test runs a real browser. ` +
        "Install Debian's chromium package (npm install does it when it can: apt-get install -y chromium).",
    );
}

/**
 * Deletes a test browser's profile. Chromium's helper processes (crashpad) may still write into it
 * for a moment after the browser exits, so a removal that meets a folder filling up again is
 * retried (ENOTEMPTY is among the errors `rm` retries).
 */
async function removeProfile(profile: string): Promise<void> {
  await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}

/** The DOM Chromium renders at `url` once the page settles, and what the browser logged. */
export async function renderInChromium(url: string): Promise<{ dom: string; log: string }> {
  requireChromium();
  const profile = await mkdtemp(join(tmpdir(), "chromium-test-"));
  try {
    return await new Promise((resolve, reject) => {
      execFile(
        CHROMIUM,
        [...FLAGS, `--user-data-dir=${profile}`, "--virtual-time-budget=20000", "--dump-dom", url],
        { timeout: 120_000, maxBuffer: 64 * 1024 * 1024 },
        (err, stdout, stderr) => (err ? reject(err) : resolve({ dom: stdout, log: stderr })),
      );
    });
  } finally {
    await removeProfile(profile);
  }
}

/** A page in a running Chromium, driven over the DevTools protocol. */
export interface ChromiumPage {
  /** The value of `expression` evaluated in the page (DevTools evaluation, not subject to its CSP). */
  evaluate<T>(expression: string): Promise<T>;
  /** Waits until `expression` is truthy in the page; throws after `timeoutMs`. */
  waitFor(expression: string, timeoutMs?: number): Promise<void>;
  /** Closes the browser and deletes its profile. */
  close(): Promise<void>;
}

/** Opens `url` in a new headless Chromium. */
export async function openInChromium(url: string): Promise<ChromiumPage> {
  requireChromium();
  const profile = await mkdtemp(join(tmpdir(), "chromium-test-"));
  const browser = spawn(CHROMIUM, [
    ...FLAGS,
    `--user-data-dir=${profile}`,
    "--remote-debugging-port=0",
    "--window-size=1400,1000",
    "about:blank",
  ]);
  const close = async () => {
    await stop(browser);
    await removeProfile(profile);
  };
  try {
    const endpoint = await devToolsEndpoint(browser);
    const targets = (await (await fetch(`http://${endpoint}/json/list`)).json()) as {
      type: string;
      webSocketDebuggerUrl: string;
    }[];
    const target = targets.find((t) => t.type === "page");
    if (!target) throw new Error("Chromium opened no page");
    const call = await devToolsSession(target.webSocketDebuggerUrl);
    const evaluate = async <T>(expression: string): Promise<T> => {
      const answer = (await call("Runtime.evaluate", {
        expression,
        returnByValue: true,
        awaitPromise: true,
      })) as {
        result?: { value?: T };
        exceptionDetails?: { text?: string };
      };
      if (answer.exceptionDetails) throw new Error(`in the page: ${answer.exceptionDetails.text}`);
      return answer.result?.value as T;
    };
    await call("Page.navigate", { url });
    return {
      evaluate,
      async waitFor(expression, timeoutMs = 30_000) {
        const deadline = Date.now() + timeoutMs;
        while (!(await evaluate<boolean>(`Boolean(${expression})`))) {
          if (Date.now() > deadline) throw new Error(`timed out waiting in the page for: ${expression}`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** `host:port` of the browser's DevTools endpoint, read from what it prints on start. */
function devToolsEndpoint(browser: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let printed = "";
    const timer = setTimeout(
      () => reject(new Error(`Chromium printed no DevTools address:\n${printed}`)),
      60_000,
    );
    browser.stderr?.on("data", (chunk: Buffer) => {
      printed += chunk.toString();
      const found = /DevTools listening on ws:\/\/([^/\s]+)\//.exec(printed);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    });
    browser.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}):\n${printed}`));
    });
  });
}

/** A DevTools session over `wsUrl`: a function sending one command and resolving to its result. */
async function devToolsSession(wsUrl: string) {
  const socket = new WebSocket(wsUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let lastId = 0;
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
    };
    const pending = message.id === undefined ? undefined : waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id!);
    if (message.error) pending.reject(new Error(message.error.message));
    else pending.resolve(message.result);
  });
  return (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
}

/** Ends the browser and waits for it to exit. */
async function stop(browser: ChildProcess): Promise<void> {
  if (browser.exitCode !== null || browser.signalCode !== null) return;
  const exited = new Promise((resolve) => browser.once("exit", resolve));
  browser.kill("SIGTERM");
  await exited;
}
