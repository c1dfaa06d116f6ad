/**
 * The image tools' part of `npm run bench -- tools`: OCR, the annotator and the matcher, each served
 * by the runtime on 127.0.0.1 (generated validation, bearer-key metering, the shared Python
 * workers). Per route: calls/s and p50/p95 on one fixed input, one call at a time and then one per
 * worker; the annotator's 500 detections on a 4-megapixel image; and the latency of `GET /health`
 * on the OCR server while OCR calls keep every worker busy (the event loop must stay free).
 */
import { loadavg } from "node:os";
import { benchAnnotateRequest } from "../../handlers/annotator/testing/requests.js";
import { b64, paste } from "../../handlers/matcher/testing/pictures.js";
import { texturedBackground, texturedPattern } from "../../handlers/matcher/testing/textures.js";
import { makeScene } from "../../handlers/matcher/testing/warp.js";
import { loadSharp } from "../../runtime/imaging/sharp.js";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";

/** One route's figures. */
export interface RouteResult {
  route: string;
  input: string;
  concurrency: number;
  calls: number;
  callsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
}

/** A call that must answer 200, with its description. */
interface Probe {
  service: string;
  route: string;
  input: string;
  body: object;
}

/** Latency percentiles of `latencies` (ms). */
function percentile(latencies: number[], q: number): number {
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** A 1000×1000 page of printed text (about 1 megapixel), as OCR's fixed input. */
async function textPage(): Promise<Buffer> {
  const sharp = await loadSharp();
  const lines = Array.from(
    { length: 18 },
    (_, i) => `Line ${i + 1}: the quick brown fox jumps over the lazy dog`,
  );
  const text = await sharp({ text: { text: lines.join("\n"), font: "DejaVu Sans 15", dpi: 72, width: 940 } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1000, height: 1000, channels: 3, background: "#ffffff" } })
    .composite([{ input: text, left: 30, top: 30 }])
    .png()
    .toBuffer();
}

/** The fixed inputs, one per route. */
async function probes(): Promise<Probe[]> {
  const page = (await textPage()).toString("base64");
  const scene = await makeScene({ scale: 1, rotation: 20, perspective: "mild" });
  const pair = { image: scene.image.toString("base64"), pattern: scene.pattern.toString("base64") };
  const template = await pictureWithCrop();
  const small = await benchAnnotateRequest(640);
  return [
    { service: "ocr", route: "/v1/ocr", input: "1000×1000 text page, eng, txt", body: { image: page } },
    {
      service: "annotator",
      route: "/v1/annotate",
      input: "640×640, 500 boxes, box + label + blur",
      body: small,
    },
    {
      service: "annotator",
      route: "/v1/annotate",
      input: "2000×2000 (4 MP), 500 boxes, box + label + blur",
      body: await benchAnnotateRequest(2000),
    },
    { service: "matcher", route: "/v1/template-match", input: "1024×768, 300×220 pattern", body: template },
    {
      service: "matcher",
      route: "/v1/feature-match",
      input: "1024×768 warped scene, ORB",
      body: { ...pair, detector: "orb" },
    },
    {
      service: "matcher",
      route: "/v1/feature-match",
      input: "1024×768 warped scene, SIFT",
      body: { ...pair, detector: "sift" },
    },
    {
      service: "matcher",
      route: "/v1/homography",
      input: "1024×768 warped scene, ORB",
      body: { ...pair, detector: "orb" },
    },
    {
      service: "matcher",
      route: "/v1/homography",
      input: "1024×768 warped scene, SIFT",
      body: { ...pair, detector: "sift" },
    },
  ];
}

/** The textured background with the textured pattern pasted in unwarped (template matching's case). */
async function pictureWithCrop(): Promise<{ image: string; pattern: string }> {
  const background = await texturedBackground();
  const pattern = await texturedPattern();
  return { image: await b64(paste(background, pattern, 400, 300)), pattern: await b64(pattern) };
}

/** A started service and the bearer key that pays for its calls. */
export interface Served {
  svc: TestService;
  base: string;
  auth: string;
}

/** Starts `name` on 127.0.0.1 with a bearer key holding plenty of credits. */
export async function serve(name: string): Promise<Served> {
  const svc = await startTestService(name);
  const { key } = await createApiKey(svc.db.knex, { name: "bench", creditsMicros: 10n ** 15n });
  return { svc, base: await svc.listen(), auth: `Bearer ${key}` };
}

/** POSTs `body` as JSON; throws unless the answer is 200; resolves to the parsed answer. */
export async function post(served: Served, route: string, body: object): Promise<unknown> {
  const res = await fetch(served.base + route, {
    method: "POST",
    headers: { authorization: served.auth, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${route} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** `concurrency` loops of `call` for `seconds` (at least 3 calls). */
async function measure(call: () => Promise<void>, concurrency: number, seconds: number) {
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end || latencies.length < 3) {
        const t = performance.now();
        await call();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  return {
    calls: latencies.length,
    callsPerSecond: latencies.length / elapsed,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
  };
}

/** `GET /health` every 20 ms while `workers` OCR loops keep the workers busy for `seconds`. */
async function healthUnderLoad(ocr: Served, body: object, workers: number, seconds: number) {
  const end = Date.now() + seconds * 1000;
  const load = Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < end) await post(ocr, "/v1/ocr", body);
      return undefined;
    }),
  );
  const latencies: number[] = [];
  while (Date.now() < end) {
    const t = performance.now();
    const res = await fetch(`${ocr.base}/health`);
    await res.arrayBuffer();
    latencies.push(performance.now() - t);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await load;
  return {
    samples: latencies.length,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    maxMs: Math.max(...latencies),
  };
}

/** The image tools' figures. */
export interface ImageToolsReport {
  loadAverage: number;
  routes: RouteResult[];
  health: { samples: number; p50Ms: number; p95Ms: number; maxMs: number };
}

/** Runs the image tools' bench: `seconds` per route and concurrency, `workers` calls at once. */
export async function runImageToolsBench(seconds: number, workers: number): Promise<ImageToolsReport> {
  process.env.RATE_LIMIT_FACTOR ??= "1000000"; // one key sends every call
  process.env.IMAGE_WORKERS = String(workers);
  const served: Record<string, Served> = {};
  try {
    for (const name of ["ocr", "annotator", "matcher"]) served[name] = await serve(name);
    const routes: RouteResult[] = [];
    const list = await probes();
    for (const probe of list) {
      const target = served[probe.service]!;
      const call = async () => {
        await post(target, probe.route, probe.body);
      };
      await call(); // starts the workers and loads the module
      for (const concurrency of [1, workers]) {
        process.stderr.write(`${probe.route} (${probe.input}) ×${concurrency}: ${seconds} s… `);
        const figures = await measure(call, concurrency, seconds);
        process.stderr.write(`${figures.callsPerSecond.toFixed(1)} calls/s\n`);
        routes.push({ route: probe.route, input: probe.input, concurrency, ...figures });
      }
    }
    process.stderr.write("GET /health while OCR runs… ");
    const health = await healthUnderLoad(served.ocr!, list[0]!.body, workers, seconds);
    process.stderr.write(`p95 ${health.p95Ms.toFixed(1)} ms\n`);
    return { loadAverage: loadavg()[0]!, routes, health };
  } finally {
    for (const s of Object.values(served)) await s.svc.close();
  }
}

/** The report as a table. */
export function formatImageTools(report: ImageToolsReport): string {
  const rows = [
    ["route", "input", "at once", "calls", "calls/s", "p50", "p95"],
    ...report.routes.map((r) => [
      `POST ${r.route}`,
      r.input,
      String(r.concurrency),
      String(r.calls),
      r.callsPerSecond.toFixed(2),
      `${r.p50Ms.toFixed(0)} ms`,
      `${r.p95Ms.toFixed(0)} ms`,
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const table = rows.map((r) =>
    r.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  "),
  );
  const h = report.health;
  return [
    ...table,
    `GET /health while OCR keeps every worker busy: p50 ${h.p50Ms.toFixed(1)} ms, p95 ${h.p95Ms.toFixed(1)} ms, ` +
      `max ${h.maxMs.toFixed(1)} ms over ${h.samples} requests (target: under 50 ms)`,
  ].join("\n");
}
