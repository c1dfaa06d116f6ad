/**
 * The load generator, run as a child process of the bench (see loader.ts) so autocannon never
 * shares an event loop — or a core — with the server it measures. Receives one
 * {@link LoadJob} per IPC message and answers with a {@link LoadResult}. A job names the status
 * and body check its answers must pass, and may give every request a fresh client IP.
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
}

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
}

/** Runs one job; exported for callers that want it in-process (tests, debugging). */
export async function runLoad(job: LoadJob): Promise<LoadResult> {
  const r = await autocannon({
    url: job.url,
    headers: job.headers,
    connections: job.connections,
    duration: job.duration,
    verifyBody: (body: unknown) => typeof body === "string" && bodyProblem(job.check, body) === null,
    ...(job.freshClientIp
      ? {
          requests: [
            {
              setupRequest: (req) => ({
                ...req,
                headers: { ...req.headers, "x-forwarded-for": nextClientIp() },
              }),
            },
          ],
        }
      : {}),
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = stat.count ?? 0;
  return {
    rps: { mean: r.requests.mean, stddev: r.requests.stddev, min: r.requests.min, max: r.requests.max },
    latency: {
      mean: r.latency.mean,
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
    },
    responses: r["1xx"] + r["2xx"] + r["3xx"] + r["4xx"] + r["5xx"],
    expected: statusCodes[String(job.status)] ?? 0,
    ok: r["2xx"],
    non2xx: r.non2xx,
    statusCodes,
    errors: r.errors,
    timeouts: r.timeouts,
    mismatches: r.mismatches,
    durationSeconds: r.duration,
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
