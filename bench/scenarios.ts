/**
 * The scenarios (rows of the bench): which kind of call `full` and `tsoa` are measured on, what
 * every answer must be, and what the database must have recorded afterwards. One list, so the
 * arguments, the servers, the load generator and the report agree on what each row means.
 */
import type { BodyCheck } from "./body.js";

/** The scenarios, in the order they run. */
export const SCENARIOS = ["paid", "free", "refused", "x402", "kv"] as const;
export type ScenarioName = (typeof SCENARIOS)[number];
/** The scenarios calling `GET /v1/uuid` (all but kv, which calls the infra service). */
export type UuidScenario = Exclude<ScenarioName, "kv">;

/** What the database must show after a scenario's load, per successful call. */
export type ChargeRule =
  /** The caller's key paid the route's price once per success. */
  | "price"
  /** The project paid one token per success. */
  | "token"
  /** Nothing was charged; with `freeCalls`, each success took one free call of its client IP. */
  | "none"
  /**
   * Each success settled one x402 payment of its own (a row of `x402_payments`, a nonce of the
   * bench's pool, the route's price); no key was charged and no free call was taken.
   */
  | "x402";

/** One scenario. */
export interface Scenario {
  name: ScenarioName;
  /** One line for the report. */
  summary: string;
  /** The status every answer must have. */
  status: number;
  /** The body every answer must have. */
  check: BodyCheck;
  charge: ChargeRule;
  /** Each request comes from a fresh client IP (`X-Forwarded-For`), used at most 3 times a day. */
  freshClientIp: boolean;
  /** The full/tsoa ratio this row is held to; 0 means reported with no verdict. */
  target: number;
}

export const SCENARIO: Record<ScenarioName, Scenario> = {
  paid: {
    name: "paid",
    summary: "GET /v1/uuid?count=1 with a funded bearer key: 200, the price charged per call",
    status: 200,
    check: "uuid",
    charge: "price",
    freshClientIp: false,
    target: 3,
  },
  free: {
    name: "free",
    summary: "GET /v1/uuid?count=1, no key, a fresh X-Forwarded-For per call: 200 from the free allowance",
    status: 200,
    check: "uuid",
    charge: "none",
    freshClientIp: true,
    target: 0,
  },
  refused: {
    name: "refused",
    summary: "GET /v1/uuid?count=1 with a key holding 0 credits: 402 insufficient_credits, nothing charged",
    status: 402,
    check: "refusal",
    charge: "none",
    freshClientIp: false,
    target: 0,
  },
  x402: {
    name: "x402",
    summary:
      "GET /v1/uuid?count=1, no key, a freshly signed x402 payment per call (PAYMENT-SIGNATURE, v2): 200, one payment settled per call",
    status: 200,
    check: "uuid",
    charge: "x402",
    // A call carrying a payment header never touches the free allowance (the DB check proves it).
    freshClientIp: false,
    target: 0,
  },
  kv: {
    name: "kv",
    summary: "GET /infra/kv/bench with an infra project key: 200, one project token per call",
    status: 200,
    check: "kv",
    charge: "token",
    freshClientIp: false,
    target: 0,
  },
};
