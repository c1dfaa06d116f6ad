/**
 * Starting Debian's Chromium through playwright-core (never a downloaded browser), with the flags
 * DESIGN §8 measured to work here and no network path of its own: a dead proxy on 127.0.0.1:9,
 * loopback included (`<-loopback>`), so every request must go through the pool's route handler.
 */
import { readdirSync, readFileSync } from "node:fs";
import type { Browser } from "playwright-core";

/** Where the browser would send traffic if anything escaped interception: nothing listens there. */
const DEAD_PROXY = "http://127.0.0.1:9";

/** The flags DESIGN §8 measured to run Debian's Chromium headless here, for every launch of it. */
export const HEADLESS_FLAGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The flags of every launch; `--browser-pool=<tag>` marks our process so it can be found in /proc. */
export function chromiumArgs(tag: string): string[] {
  return [
    ...HEADLESS_FLAGS,
    `--proxy-server=${DEAD_PROXY}`,
    // Without this Chromium connects to loopback directly, past the proxy.
    "--proxy-bypass-list=<-loopback>",
    // Chromium resolves no name itself (DNS prefetch, preconnect): a DNS query is traffic too.
    "--host-resolver-rules=MAP * ~NOTFOUND",
    // WebRTC can send UDP (STUN) around a proxy; this keeps it on the proxy, i.e. nowhere.
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--webrtc-ip-handling-policy=disable_non_proxied_udp",
    `--browser-pool=${tag}`,
  ];
}

/** Starts Chromium at `executablePath`; playwright-core is loaded only now, on first use. */
export async function launchChromium(
  executablePath: string,
  tag: string,
  timeoutMs: number,
): Promise<Browser> {
  const { chromium } = await import("playwright-core");
  return chromium.launch({
    executablePath,
    args: chromiumArgs(tag),
    headless: true,
    timeout: timeoutMs,
    // The server handles its own signals; Chromium must not outlive it, and close() stops it.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/** The pid of the browser process launched with `tag` (found in /proc), or undefined. */
export function browserPid(tag: string): number | undefined {
  const marker = `--browser-pool=${tag}\0`;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "latin1");
      if (cmdline.includes(marker) && !cmdline.includes("--type=")) return Number(entry);
    } catch {
      // the process ended while we looked
    }
  }
  return undefined;
}

/** `pid` and all its descendants (Chromium's renderer, GPU and utility processes). */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "latin1");
      // The command name may hold spaces and parentheses: the fields start after the last ")".
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      // the process ended while we looked
    }
  }
  const tree: number[] = [];
  const todo = [pid];
  while (todo.length > 0) {
    const next = todo.pop()!;
    tree.push(next);
    todo.push(...(children.get(next) ?? []));
  }
  return tree;
}
