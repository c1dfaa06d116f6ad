/**
 * What a transport case is: its kind, the request, the answer it expects and how long the server
 * may take. Shared by the generators (`cases.ts`, `jsonCases.ts`), the budget, the judge and the
 * report.
 */
import type { RawRequest } from "./request.js";

/** Every kind of transport case, in report order. */
export const TRANSPORT_KINDS = [
  "encoding",
  "bad-encoding",
  "unknown-encoding",
  "percent-path",
  "percent-query",
  "deep-json",
  "wide-json",
  "nul",
  "surrogate",
  "long-path",
  "long-query",
  "long-header",
  "header-ctl",
  "short-body",
  "over-limit",
] as const;

/** A kind of transport case. */
export type TransportKind = (typeof TRANSPORT_KINDS)[number];

/**
 * What a case must get. `refusal`: a 4xx the operation declares, or a transport status (400, 408,
 * 413, 414, 415, 431) in the operation's error shape — `only` narrows it. `like-plain`: the status
 * class the same valid request got without the twist (`plain`: which one). `refusal-or-like-plain`:
 * either (a schema-valid value no limit in the contract forbids).
 */
export type Expectation =
  | { type: "refusal"; only?: number[] }
  | { type: "like-plain" | "refusal-or-like-plain"; plain: "low" | "high" };

/** One transport case. */
export interface TransportCase {
  kind: TransportKind;
  /** What was done, for the report. */
  label: string;
  request: RawRequest;
  expect: Expectation;
  /** `body`: the server may wait for its body timeout before answering (the short-body case). */
  bound: "default" | "body";
}

/** An operation's cases and the plain requests `like-plain` cases are compared with. */
export interface OperationCases {
  plain: { low: RawRequest; high: RawRequest };
  cases: TransportCase[];
}
