/**
 * Measures one server: check it answers correctly, warm it up, measure, then check that every
 * successful call was charged (metered builds). Any failure makes the result invalid.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { uuidBodyProblem } from "./body.js";
import type { LoadResult } from "./load.js";
import type { Loader } from "./loader.js";
import { PRICE_MICRO_USD } from "./servers/metering.js";
import type { BenchServer, ServerName } from "./servers/types.js";

/** One server's figures and whether they can be trusted. */
export interface ServerResult {
  name: ServerName;
  description: string;
  warmup: LoadResult;
  measured: LoadResult;
  /** Calls the database was charged for (metered builds), and the range the bench expected. */
  metering?: { chargedCalls: number; expectedMin: number; expectedMax: number };
  /** Why the figures are not valid; empty when they are. */
  problems: string[];
}

/** Settings for {@link measureServer}. */
export interface MeasureSettings {
  loader: Loader;
  warmup: number;
  duration: number;
  connections: number;
}

/** Sends one request and says what is wrong with the answer, or null when it is right. */
async function checkAnswer(server: BenchServer): Promise<string | null> {
  const res = await fetch(server.url, { headers: server.headers });
  const text = await res.text();
  if (res.status !== 200) return `answered ${res.status}: ${text.slice(0, 300)}`;
  if (!res.headers.get("content-type")?.startsWith("application/json"))
    return `content-type ${res.headers.get("content-type")}`;
  const problem = uuidBodyProblem(text);
  return problem && `${problem}: ${text.slice(0, 300)}`;
}

function loadProblems(phase: string, r: LoadResult): string[] {
  const out: string[] = [];
  if (r.non2xx)
    out.push(`${phase}: ${r.non2xx} non-2xx responses (by status: ${JSON.stringify(r.statusCodes)})`);
  if (r.errors) out.push(`${phase}: ${r.errors} connection errors (${r.timeouts} timeouts)`);
  if (r.mismatches)
    out.push(`${phase}: ${r.mismatches} responses whose body is not the contract answer (non-2xx included)`);
  if (r.ok === 0) out.push(`${phase}: no successful response`);
  return out;
}

/** Reads `charged` until two readings 200 ms apart agree: calls cut off by the load's end may still be committing. */
async function settledCharge(charged: () => Promise<bigint>): Promise<bigint> {
  let last = await charged();
  for (let i = 0; i < 25; i++) {
    await sleep(200);
    const now = await charged();
    if (now === last) return now;
    last = now;
  }
  return last;
}

/**
 * Measures `server`. Throws when it answers the first request wrongly (nothing worth measuring);
 * failures under load are reported in `problems` instead.
 */
export async function measureServer(server: BenchServer, s: MeasureSettings): Promise<ServerResult> {
  const wrong = await checkAnswer(server);
  if (wrong) throw new Error(`${server.name}: before the run, GET ${server.url} ${wrong}`);
  const problems: string[] = [];
  const job = { url: server.url, headers: server.headers, connections: s.connections };
  const warmup = await s.loader.run({ ...job, duration: s.warmup });
  const measured = await s.loader.run({ ...job, duration: s.duration });
  problems.push(...loadProblems("warm-up", warmup), ...loadProblems("measurement", measured));

  let metering: ServerResult["metering"];
  if (server.charged) {
    const micros = await settledCharge(server.charged);
    const chargedCalls = Number(micros / PRICE_MICRO_USD);
    // Each 2xx the load generator saw was charged once; calls still in flight when a run
    // ended (at most one per connection per run) may have been charged without being counted.
    const expectedMin = 1 + warmup.ok + measured.ok;
    const expectedMax = expectedMin + 2 * s.connections;
    metering = { chargedCalls, expectedMin, expectedMax };
    if (micros % PRICE_MICRO_USD !== 0n)
      problems.push(`charged ${micros} micro-USD, not a multiple of the price ${PRICE_MICRO_USD}`);
    if (chargedCalls < expectedMin || chargedCalls > expectedMax) {
      problems.push(`charged for ${chargedCalls} calls; ${expectedMin}..${expectedMax} succeeded`);
    }
  }
  return {
    name: server.name,
    description: server.description,
    warmup,
    measured,
    ...(metering ? { metering } : {}),
    problems,
  };
}
