/**
 * `npm run bench -- tools [--seconds s] [--concurrency n]`: the browser pool the hosted page
 * tools share (runtime/browser), on Debian's Chromium and a local page. A "render" is one pool
 * call: a fresh context, the page loaded through the egress route (`OUTBOUND_NETWORK=loopback`)
 * and a viewport PNG screenshot, as the renderer does. Measures renders/s and latency (p50, p95)
 * one call at a time and with N calls at once (N = the pool's slots), then the memory of the
 * Chromium processes (proportional set size, so shared pages are not counted twice) idle and with
 * N pages held open, giving the memory each concurrent page costs. Then the image tools (OCR, the
 * annotator, the matcher: bench/tools/images.ts). Prints the tables and writes
 * bench/results/tools-latest.json. `--part browser` or `--part images` runs one half.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { processTree } from "../../runtime/browser/launch.js";
import { testBrowserPool } from "../../runtime/testing/chromium.js";
import { html, servePages } from "../../runtime/testing/pageServer.js";
import { type AccuracyReport, formatAccuracy, runAccuracyBench } from "./accuracy.js";
import { formatImageTools, type ImageToolsReport, runImageToolsBench } from "./images.js";

const USAGE = `Usage: npm run bench -- tools [options]

  --seconds <s>       measuring time of each concurrency (default 8)
  --concurrency <n>   pool slots (browser pages, image workers) and calls at once in the second run
                      (default 2, one per core here)
  --part <which>      browser, images, accuracy (OCR and matcher grids, minutes) or all
                      (default: browser and images)
  --help              this text`;

/** A small but real page: styles, an image, a script that builds part of the DOM. */
const PAGE = `<!doctype html><html><head><title>bench</title><link rel="stylesheet" href="/style.css"></head>
<body><h1>Bench page</h1><img src="/logo.svg" width="64" height="64"><ul id="list"></ul>
${"<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(40)}</p>
<script src="/app.js"></script></body></html>`;
const STYLE = "body{font-family:sans-serif;margin:2em} li{color:#345} h1{border-bottom:1px solid #ccc}";
const SCRIPT =
  "for (let i = 0; i < 50; i++) { const li = document.createElement('li'); li.textContent = 'item ' + i; list.append(li); }";
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="teal"/></svg>`;

interface RunResult {
  concurrency: number;
  renders: number;
  rendersPerSecond: number;
  p50Ms: number;
  p95Ms: number;
}

/** Runs the bench; returns the process exit code. */
export async function runToolsBench(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      seconds: { type: "string" },
      concurrency: { type: "string" },
      part: { type: "string" },
      help: { type: "boolean" },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const seconds = Number(values.seconds ?? 8);
  const slots = Number(values.concurrency ?? 2);
  const part = values.part ?? "default";
  const wants = (name: string) =>
    part === name || part === "all" || (part === "default" && name !== "accuracy");
  const browser = wants("browser") ? await runBrowserBench(seconds, slots) : undefined;
  let images: ImageToolsReport | undefined;
  let accuracy: AccuracyReport | undefined;
  if (wants("images")) {
    images = await runImageToolsBench(seconds, slots);
    console.log(`\n${formatImageTools(images)}`);
  }
  if (wants("accuracy")) {
    accuracy = await runAccuracyBench();
    console.log(`\n${formatAccuracy(accuracy)}`);
  }
  const file = fileURLToPath(new URL("../results/tools-latest.json", import.meta.url));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), browser, images, accuracy }, null, 2)}\n`,
  );
  console.log(`\nwrote ${relative(process.cwd(), file)}`);
  return 0;
}

/** The browser pool's half: renders/s, latency and memory per page. */
async function runBrowserBench(seconds: number, slots: number) {
  const site = await servePages({
    "/": html(PAGE),
    "/style.css": (_req, res) => res.writeHead(200, { "content-type": "text/css" }).end(STYLE),
    "/app.js": (_req, res) => res.writeHead(200, { "content-type": "text/javascript" }).end(SCRIPT),
    "/logo.svg": (_req, res) => res.writeHead(200, { "content-type": "image/svg+xml" }).end(LOGO),
  });
  const pool = testBrowserPool({ BROWSER_CONCURRENCY: String(slots), BROWSER_QUEUE_LIMIT: "100" });
  const render = () =>
    pool.withPage(
      { source: { url: `${site.origin}/` }, viewport: { width: 1280, height: 800 } },
      30_000,
      async ({ page }) => {
        const png = await page.screenshot({ type: "png" });
        if (png.length < 1000 || (await page.locator("li").count()) !== 50)
          throw new Error("the page did not render");
      },
    );
  try {
    const started = Date.now();
    await render(); // launches the browser
    const launchMs = Date.now() - started;
    for (let i = 0; i < 2; i++) await render();
    const runs: RunResult[] = [];
    for (const concurrency of [1, slots]) {
      process.stderr.write(`concurrency ${concurrency}: ${seconds} s… `);
      runs.push(await measure(render, concurrency, seconds));
      process.stderr.write(`${runs.at(-1)!.rendersPerSecond.toFixed(1)} renders/s\n`);
    }
    const memory = await measureMemory(pool, site.origin, slots);
    // Other work on the machine skews every figure: the load average says how much there was.
    const report = { loadAverage: loadavg()[0]!, launchMs, runs, memory };
    console.log(`\n${format(report)}`);
    return report;
  } finally {
    await pool.close();
    await site.close();
  }
}

/** `concurrency` loops of `render` for `seconds`; each call's latency from its start. */
async function measure(
  render: () => Promise<void>,
  concurrency: number,
  seconds: number,
): Promise<RunResult> {
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const t = performance.now();
        await render();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    concurrency,
    renders: latencies.length,
    rendersPerSecond: latencies.length / elapsed,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
  };
}

/** PSS (bytes) of the browser's processes: idle (no page), and with `slots` pages held open. */
async function measureMemory(pool: ReturnType<typeof testBrowserPool>, origin: string, slots: number) {
  const pid = await pool.browserPid();
  if (!pid) throw new Error("the browser is not running");
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idle = treePss(pid);
  let opened = 0;
  let held = 0;
  let release: () => void = () => {};
  const allOpen = new Promise<void>((resolve) => {
    release = resolve;
  });
  const sampled = new Promise<number>((resolve) => {
    const calls = Array.from({ length: slots }, () =>
      pool.withPage(
        { source: { url: `${origin}/` }, viewport: { width: 1280, height: 800 } },
        30_000,
        async ({ page }) => {
          await page.screenshot({ type: "png" });
          if (++opened === slots) {
            await new Promise((r) => setTimeout(r, 500));
            held = treePss(pid);
            resolve(held);
            release();
          }
          await allOpen;
        },
      ),
    );
    void Promise.all(calls);
  });
  await sampled;
  return { idleBytes: idle, openBytes: held, pages: slots, perPageBytes: (held - idle) / slots };
}

/** Sum of `Pss:` of `pid` and its descendants (/proc/<pid>/smaps_rollup), in bytes. */
function treePss(pid: number): number {
  let kb = 0;
  for (const p of processTree(pid)) {
    try {
      const rollup = readFileSync(`/proc/${p}/smaps_rollup`, "latin1");
      kb += Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // ended while we looked
    }
  }
  return kb * 1024;
}

function format(report: {
  loadAverage: number;
  launchMs: number;
  runs: RunResult[];
  memory: { idleBytes: number; openBytes: number; pages: number; perPageBytes: number };
}): string {
  const MB = (b: number) => `${(b / 1e6).toFixed(0)} MB`;
  const rows = [
    ["concurrency", "renders", "renders/s", "p50", "p95"],
    ...report.runs.map((r) => [
      String(r.concurrency),
      String(r.renders),
      r.rendersPerSecond.toFixed(2),
      `${r.p50Ms.toFixed(0)} ms`,
      `${r.p95Ms.toFixed(0)} ms`,
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const table = rows.map((r) => r.map((c, i) => c.padStart(widths[i]!)).join("  ")).join("\n");
  const m = report.memory;
  return [
    `browser launch + first render: ${report.launchMs} ms (load average ${report.loadAverage.toFixed(1)})`,
    table,
    `Chromium memory (PSS of its processes): idle ${MB(m.idleBytes)}, ${m.pages} pages open ${MB(m.openBytes)}, ` +
      `${MB(m.perPageBytes)} per concurrent page`,
  ].join("\n");
}
