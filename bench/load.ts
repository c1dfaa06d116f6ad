/**
 * The load generator, run as a child process of the bench (see loader.ts) so autocannon never
 * shares an event loop — or a core — with the server it measures. Receives one
 * {@link LoadJob} per IPC message and answers with a {@link LoadResult}.
 */
import autocannon from "autocannon";
import { uuidBodyProblem } from "./body.js";

/** One autocannon run. */
export interface LoadJob {
  url: string;
  headers: Record<string, string>;
  connections: number;
  /** Seconds. */
  duration: number;
}

/** The figures the bench keeps from an autocannon result. */
export interface LoadResult {
  /** Requests per second, over autocannon's one-second samples. */
  rps: { mean: number; stddev: number; min: number; max: number };
  /** Milliseconds. */
  latency: { mean: number; p50: number; p90: number; p99: number; max: number };
  /** Responses received, and how many of them were 2xx. */
  responses: number;
  ok: number;
  non2xx: number;
  /** Requests counted by status code, to say what went wrong when non2xx > 0. */
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
  /** Responses whose body was not the contract's answer (autocannon counts non-2xx ones too). */
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
    verifyBody: (body: unknown) => typeof body === "string" && uuidBodyProblem(body) === null,
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
