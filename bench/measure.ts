/**
 * Measures one server in one scenario: check it answers as the scenario expects, warm it up,
 * measure, then check the database recorded every answered call the scenario's way — charged
 * its price (paid) or one token (kv), charged nothing (free, refused), one free call taken per
 * answer (free). Any failure makes the result invalid.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { bodyProblem } from "./body.js";
import type { LoadResult } from "./load.js";
import type { Loader } from "./loader.js";
import type { Scenario, ScenarioName } from "./scenarios.js";
import { PRICE_MICRO_USD } from "./servers/metering.js";
import type { BenchServer, ServerName } from "./servers/types.js";

/** One server's figures in one scenario and whether they can be trusted. */
export interface ServerResult {
  name: ServerName;
  scenario: ScenarioName;
  description: string;
  warmup: LoadResult;
  measured: LoadResult;
  /**
   * Calls the database was charged for (metered builds: 0 expected in free and refused), and the
   * range the bench expected; `freeCalls`, the free calls granted (free scenario).
   */
  metering?: { chargedCalls: number; freeCalls?: number; expectedMin: number; expectedMax: number };
  /** Why the figures are not valid; empty when they are. */
  problems: string[];
}

/** Settings for {@link measureServer}. */
export interface MeasureSettings {
  loader: Loader;
  scenario: Scenario;
  warmup: number;
  duration: number;
  connections: number;
}

/**
 * Sends one request and says what is wrong with the answer, or null when it is right. A fresh
 * client IP is taken from 192.0.2.0/24 (documentation addresses), apart from the load's 10/8.
 */
async function checkAnswer(server: BenchServer, scenario: Scenario): Promise<string | null> {
  const headers = scenario.freshClientIp
    ? { ...server.headers, "x-forwarded-for": "192.0.2.1" }
    : server.headers;
  const res = await fetch(server.url, { headers });
  const text = await res.text();
  if (res.status !== scenario.status) return `answered ${res.status}: ${text.slice(0, 300)}`;
  if (!res.headers.get("content-type")?.startsWith("application/json"))
    return `content-type ${res.headers.get("content-type")}`;
  if (res.status === 402 && !res.headers.get("payment-required")) return "402 without PAYMENT-REQUIRED";
  const problem = bodyProblem(scenario.check, text);
  return problem && `${problem}: ${text.slice(0, 300)}`;
}

function loadProblems(phase: string, r: LoadResult, status: number): string[] {
  const out: string[] = [];
  const unexpected = r.responses - r.expected;
  if (unexpected)
    out.push(`${phase}: ${unexpected} responses not ${status} (by status: ${JSON.stringify(r.statusCodes)})`);
  if (r.errors) out.push(`${phase}: ${r.errors} connection errors (${r.timeouts} timeouts)`);
  if (r.mismatches)
    out.push(`${phase}: ${r.mismatches} responses whose body is not the expected answer (any status)`);
  if (r.expected === 0) out.push(`${phase}: no ${status} response`);
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
  const { scenario } = s;
  const wrong = await checkAnswer(server, scenario);
  if (wrong) throw new Error(`${server.name} (${scenario.name}): before the run, GET ${server.url} ${wrong}`);
  const problems: string[] = [];
  const job = {
    url: server.url,
    headers: server.headers,
    connections: s.connections,
    status: scenario.status,
    check: scenario.check,
    freshClientIp: scenario.freshClientIp,
  };
  const warmup = await s.loader.run({ ...job, duration: s.warmup });
  const measured = await s.loader.run({ ...job, duration: s.duration });
  problems.push(
    ...loadProblems("warm-up", warmup, scenario.status),
    ...loadProblems("measurement", measured, scenario.status),
  );

  let metering: ServerResult["metering"];
  if (server.charged) {
    // Each answer the load generator saw was recorded once; calls still in flight when a run
    // ended (at most one per connection per run) may have been recorded without being counted.
    const expectedMin = 1 + warmup.expected + measured.expected;
    const expectedMax = expectedMin + 2 * s.connections;
    const inRange = (n: number) => n >= expectedMin && n <= expectedMax;
    const charged = await settledCharge(server.charged);
    const price = scenario.charge === "price" ? PRICE_MICRO_USD : 1n;
    const chargedCalls = Number(charged / price);
    metering = { chargedCalls, expectedMin, expectedMax };
    if (scenario.charge === "none") {
      if (charged !== 0n) problems.push(`charged ${charged} micro-USD; nothing should be`);
    } else {
      if (charged % price !== 0n)
        problems.push(`charged ${charged} micro-USD, not a multiple of the price ${price}`);
      if (!inRange(chargedCalls))
        problems.push(`charged for ${chargedCalls} calls; ${expectedMin}..${expectedMax} were answered`);
    }
    if (server.freeCalls) {
      const freeCalls = await server.freeCalls();
      metering.freeCalls = freeCalls;
      if (!inRange(freeCalls))
        problems.push(`${freeCalls} free calls granted; ${expectedMin}..${expectedMax} were answered`);
    }
  }
  return {
    name: server.name,
    scenario: scenario.name,
    description: server.description,
    warmup,
    measured,
    ...(metering ? { metering } : {}),
    problems,
  };
}
