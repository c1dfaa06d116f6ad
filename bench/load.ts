/**
 * The load generator, run as a child process of the bench (see loader.ts) so autocannon never
 * shares an event loop — or a core — with the server it measures. Receives one
 * {@link LoadJob} per IPC message and answers with a {@link LoadResult}. A job names the status
 * and body check its answers must pass, and may give every request a fresh client IP, or its own
 * pre-signed x402 payment (then the run ends when the payments are used up).
 */
import autocannon from "autocannon";
import { type BodyCheck, bodyProblem } from "./body.js";

/** One autocannon run. */
export interface LoadJob {
  url: string;
  headers: Record<string, string>;
  connections: number;
  /** Seconds. */
  duration: number;
  /** The status and body every answer must have. */
  status: number;
  check: BodyCheck;
  /** Send each request with its own `X-Forwarded-For` client IP (see {@link nextClientIp}). */
  freshClientIp: boolean;
  /**
   * Pre-signed `PAYMENT-SIGNATURE` values, one per request, sent in order: a payment settles
   * once, so the run sends exactly this many requests (autocannon's `amount`) and `duration`
   * only bounds it (see {@link POOL_TIMEOUT_FACTOR}).
   */
  payments?: string[];
}

/**
 * A run on a pool of payments is stopped after this many times its `duration` even when payments
 * are left (the server slowed down far below the rate the pool was sized for), so it cannot hang.
 */
export const POOL_TIMEOUT_FACTOR = 3;

let clientIps = 0;

/**
 * A client IP no request of this process has used: 10.x.y.z from a counter (16.7 million of
 * them, far more than any run sends), so each free allowance is used once.
 */
export function nextClientIp(): string {
  clientIps += 1;
  if (clientIps >= 1 << 24) throw new Error("out of fresh client IPs");
  return `10.${(clientIps >> 16) & 255}.${(clientIps >> 8) & 255}.${clientIps & 255}`;
}

/** The figures the bench keeps from an autocannon result. */
export interface LoadResult {
  /** Requests per second, over autocannon's one-second samples. */
  rps: { mean: number; stddev: number; min: number; max: number };
  /** Milliseconds. */
  latency: { mean: number; p50: number; p90: number; p99: number; max: number };
  /** Responses received, how many of them had the job's expected status, and how many were 2xx. */
  responses: number;
  expected: number;
  ok: number;
  non2xx: number;
  /** Requests counted by status code, to say what went wrong when non2xx > 0. */
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
  /** Responses whose body was not the expected answer (autocannon checks every status). */
  mismatches: number;
  durationSeconds: number;
  /**
   * Runs on a pool of payments: true when every payment was sent and answered (the run ended
   * by itself, so what the database recorded can be compared exactly), false when it was cut off.
   */
  poolUsedUp?: boolean;
}

/** Per-request headers: a fresh client IP, or the next payment of the pool (at most one of them). */
function perRequestHeaders(job: LoadJob): (() => Record<string, string>) | undefined {
  if (job.payments) {
    const payments = job.payments;
    let next = 0;
    // autocannon builds exactly one request per request it sends (`amount` = the pool's size),
    // so the pool cannot run dry; the guard only turns a miscount into a loud failure.
    return () => {
      const payment = payments[next++];
      if (payment === undefined) throw new Error("the payment pool ran dry");
      return { "payment-signature": payment };
    };
  }
  if (job.freshClientIp) return () => ({ "x-forwarded-for": nextClientIp() });
  return undefined;
}

/** Runs one job; exported for callers that want it in-process (tests, debugging). */
export async function runLoad(job: LoadJob): Promise<LoadResult> {
  const extra = perRequestHeaders(job);
  const pool = job.payments?.length;
  // Without a callback autocannon returns its instance made thenable (lib/init.js), which the
  // typings split into two overloads: the pooled run needs both its events and `stop()`.
  const instance = autocannon({
    url: job.url,
    headers: job.headers,
    connections: job.connections,
    duration: job.duration,
    // With `amount`, autocannon ignores `duration` and stops once that many answers came back.
    ...(pool ? { amount: pool } : {}),
    verifyBody: (body: unknown) => typeof body === "string" && bodyProblem(job.check, body) === null,
    ...(extra
      ? {
          requests: [
            {
              setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...extra() } }),
            },
          ],
        }
      : {}),
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  // A pooled run ends with the last answer, but autocannon only notices at its next one-second
  // tick (and counts that part-second as a sample): time the window from start to last answer.
  const started = performance.now();
  let lastAnswer = started;
  let cutOff = false;
  const timeout = pool
    ? setTimeout(
        () => {
          cutOff = true;
          instance.stop();
        },
        job.duration * POOL_TIMEOUT_FACTOR * 1000,
      )
    : undefined;
  if (pool) instance.on("response", () => (lastAnswer = performance.now()));
  const r = await instance;
  clearTimeout(timeout);
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = stat.count ?? 0;
  const responses = r["1xx"] + r["2xx"] + r["3xx"] + r["4xx"] + r["5xx"];
  const windowSeconds = (lastAnswer - started) / 1000;
  return {
    // Pooled: the mean over the window that really carried load (the samples' spread is kept).
    rps: {
      mean: pool && windowSeconds > 0 ? responses / windowSeconds : r.requests.mean,
      stddev: r.requests.stddev,
      min: r.requests.min,
      max: r.requests.max,
    },
    latency: {
      mean: r.latency.mean,
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
    },
    responses,
    expected: statusCodes[String(job.status)] ?? 0,
    ok: r["2xx"],
    non2xx: r.non2xx,
    statusCodes,
    errors: r.errors,
    timeouts: r.timeouts,
    mismatches: r.mismatches,
    durationSeconds: pool ? windowSeconds : r.duration,
    ...(pool ? { poolUsedUp: !cutOff && responses === pool } : {}),
  };
}

// As a forked child: serve jobs until the parent disconnects.
if (process.send) {
  process.on("message", (job: LoadJob) => {
    runLoad(job).then(
      (result) => process.send?.({ ok: true, result }),
      (err: unknown) => process.send?.({ ok: false, error: String((err as Error)?.stack ?? err) }),
    );
  });
  process.on("disconnect", () => process.exit(0));
}
