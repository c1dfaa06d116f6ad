/**
 * Measures one server in one scenario: check it answers as the scenario expects, warm it up,
 * measure, then check the database recorded every answered call the scenario's way — charged
 * its price (paid) or one token (kv), charged nothing (free, refused), one free call taken per
 * answer (free), one x402 payment of the bench's own settled per answer and nothing else (x402).
 * Any failure makes the result invalid.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { PaymentRequirements } from "../runtime/x402/index.js";
import { bodyProblem } from "./body.js";
import type { LoadJob, LoadResult } from "./load.js";
import type { Loader } from "./loader.js";
import type { Scenario, ScenarioName } from "./scenarios.js";
import { PRICE_MICRO_USD, type RecordedPayment } from "./servers/metering.js";
import type { BenchServer, ServerName } from "./servers/types.js";
import { fetchPaymentRequirements, type PaymentPool, poolSize, signPool } from "./x402Pool.js";

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
  /** x402: the payments signed for the warm-up and the measured run, and what signing one cost. */
  x402Pool?: { warmup: number; measured: number; signMsEach: number };
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
async function checkAnswer(
  server: BenchServer,
  scenario: Scenario,
  payment?: string,
): Promise<string | null> {
  const headers = {
    ...server.headers,
    ...(scenario.freshClientIp ? { "x-forwarded-for": "192.0.2.1" } : {}),
    ...(payment ? { "payment-signature": payment } : {}),
  };
  const res = await fetch(server.url, { headers });
  const text = await res.text();
  if (res.status !== scenario.status) return `answered ${res.status}: ${text.slice(0, 300)}`;
  if (!res.headers.get("content-type")?.startsWith("application/json"))
    return `content-type ${res.headers.get("content-type")}`;
  if (res.status === 402 && !res.headers.get("payment-required")) return "402 without PAYMENT-REQUIRED";
  if (payment && !res.headers.get("payment-response")) return "paid 200 without PAYMENT-RESPONSE";
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

/**
 * Reads `read` until two readings 200 ms apart agree (compared by `measure`): calls cut off by
 * the load's end may still be committing.
 */
async function settled<T>(read: () => Promise<T>, measure: (value: T) => bigint | number): Promise<T> {
  let last = await read();
  for (let i = 0; i < 25; i++) {
    await sleep(200);
    const now = await read();
    if (measure(now) === measure(last)) return now;
    last = now;
  }
  return last;
}

/** What was charged, once it no longer changes. */
const settledCharge = (charged: () => Promise<bigint>) => settled(charged, (n) => n);

/** The x402 payments recorded, once their number no longer changes. */
const settledCount = (payments: () => Promise<RecordedPayment[]>) => settled(payments, (p) => p.length);

/**
 * What is wrong with the x402 payments the database recorded: each answered call settled one
 * payment (`expectedMin`..`expectedMax`), each a payment the bench signed (so none was made up or
 * came from elsewhere), each nonce once, each for the route's price.
 */
function paymentProblems(
  recorded: RecordedPayment[],
  signed: Set<string>,
  expected: { min: number; max: number },
): string[] {
  const out: string[] = [];
  const n = recorded.length;
  if (n < expected.min || n > expected.max)
    out.push(`${n} x402 payments recorded; ${expected.min}..${expected.max} calls were answered 200`);
  const nonces = new Set(recorded.map((p) => p.nonce));
  if (nonces.size !== n) out.push(`${n - nonces.size} x402 nonces recorded more than once`);
  const foreign = [...nonces].filter((nonce) => !signed.has(nonce)).length;
  if (foreign) out.push(`${foreign} recorded x402 payments are none the bench signed`);
  const wrong = recorded.filter((p) => BigInt(p.amount) !== PRICE_MICRO_USD).length;
  if (wrong) out.push(`${wrong} x402 payments not of the price ${PRICE_MICRO_USD}`);
  return out;
}

/**
 * The x402 scenario's payments: the terms read from the server's own 402, then pools signed
 * just before each run (so no signing happens inside a measured window), every nonce remembered
 * for the database check.
 */
class Payments {
  readonly signed = new Set<string>();
  readonly sizes = { warmup: 0, measured: 0, signMsEach: 0 };
  private constructor(private readonly requirements: PaymentRequirements) {}

  static async of(server: BenchServer): Promise<Payments> {
    return new Payments(await fetchPaymentRequirements(server.url, server.headers));
  }

  async sign(size: number): Promise<PaymentPool> {
    const pool = await signPool(this.requirements, size);
    for (const key of pool.nonceKeys) this.signed.add(key);
    return pool;
  }
}

/**
 * Measures `server`. Throws when it answers the first request wrongly (nothing worth measuring);
 * failures under load are reported in `problems` instead.
 */
export async function measureServer(server: BenchServer, s: MeasureSettings): Promise<ServerResult> {
  const { scenario } = s;
  const payments = scenario.charge === "x402" ? await Payments.of(server) : undefined;
  const first = payments ? (await payments.sign(1)).headers[0] : undefined;
  const wrong = await checkAnswer(server, scenario, first);
  if (wrong) throw new Error(`${server.name} (${scenario.name}): before the run, GET ${server.url} ${wrong}`);
  const problems: string[] = [];
  const job: Omit<LoadJob, "duration"> = {
    url: server.url,
    headers: server.headers,
    connections: s.connections,
    status: scenario.status,
    check: scenario.check,
    freshClientIp: scenario.freshClientIp,
  };
  let warmup: LoadResult;
  let measured: LoadResult;
  if (payments) {
    // The warm-up's pool is sized on a guessed rate and measures the cost of signing; the measured
    // run's pool on the rate the warm-up reached, so it lasts about `duration` seconds.
    const { connections } = s;
    const warmupPool = await payments.sign(poolSize({ seconds: s.warmup, connections }));
    warmup = await s.loader.run({ ...job, duration: s.warmup, payments: warmupPool.headers });
    const size = poolSize({
      seconds: s.duration,
      rps: warmup.rps.mean,
      msEach: warmupPool.msEach,
      connections,
    });
    const measuredPool = await payments.sign(size);
    measured = await s.loader.run({ ...job, duration: s.duration, payments: measuredPool.headers });
    Object.assign(payments.sizes, {
      warmup: warmupPool.headers.length,
      measured: measuredPool.headers.length,
      signMsEach: warmupPool.msEach,
    });
  } else {
    warmup = await s.loader.run({ ...job, duration: s.warmup });
    measured = await s.loader.run({ ...job, duration: s.duration });
  }
  problems.push(
    ...loadProblems("warm-up", warmup, scenario.status),
    ...loadProblems("measurement", measured, scenario.status),
  );

  let metering: ServerResult["metering"];
  if (server.charged) {
    // Each answer the load generator saw was recorded once; calls still in flight when a run
    // ended (at most one per connection per run) may have been recorded without being counted —
    // unless both runs sent a pool of payments and saw every answer: then the count is exact.
    const expectedMin = 1 + warmup.expected + measured.expected;
    const exact = warmup.poolUsedUp === true && measured.poolUsedUp === true;
    const expectedMax = exact ? expectedMin : expectedMin + 2 * s.connections;
    const inRange = (n: number) => n >= expectedMin && n <= expectedMax;
    const charged = await settledCharge(server.charged);
    const price = scenario.charge === "price" ? PRICE_MICRO_USD : 1n;
    let chargedCalls = Number(charged / price);
    if (scenario.charge === "none" || scenario.charge === "x402") {
      // No key may pay in x402 either: every success must have been paid by its payment alone.
      if (charged !== 0n) problems.push(`charged ${charged} micro-USD to keys; nothing should be`);
    } else {
      if (charged % price !== 0n)
        problems.push(`charged ${charged} micro-USD, not a multiple of the price ${price}`);
      if (!inRange(chargedCalls))
        problems.push(`charged for ${chargedCalls} calls; ${expectedMin}..${expectedMax} were answered`);
    }
    if (payments && server.payments) {
      const recorded = await settledCount(server.payments);
      chargedCalls = recorded.length;
      problems.push(...paymentProblems(recorded, payments.signed, { min: expectedMin, max: expectedMax }));
    } else if (payments) problems.push("the server cannot say which x402 payments it recorded");
    metering = { chargedCalls, expectedMin, expectedMax };
    if (server.freeCalls) {
      const freeCalls = await server.freeCalls();
      metering.freeCalls = freeCalls;
      if (payments) {
        if (freeCalls !== 0) problems.push(`${freeCalls} free calls granted; every call paid with x402`);
      } else if (!inRange(freeCalls))
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
    ...(payments ? { x402Pool: payments.sizes } : {}),
    problems,
  };
}
