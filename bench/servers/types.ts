/**
 * What the bench needs from each server under test.
 */
import type { ScenarioName } from "../scenarios.js";
import type { RecordedPayment } from "./metering.js";

/** The builds compared: three metered ones and two unmetered floors (express, node). */
export type ServerName = "full" | "bare" | "tsoa" | "express" | "node";

/** A server listening on 127.0.0.1, ready to be measured. */
export interface BenchServer {
  name: ServerName;
  /** The scenario it was started for (the floors and bare: always "paid"). */
  scenario: ScenarioName;
  /** One line saying what this build is. */
  description: string;
  /** Absolute URL of the benchmarked request. */
  url: string;
  /** Headers every request carries (the bearer key for metered builds). */
  headers: Record<string, string>;
  /**
   * What was charged so far (metered builds only): micro-USD taken from the bench key, or project
   * tokens (kv), so the bench can check every successful call was charged the scenario's way — a
   * build that skipped metering would otherwise look fast.
   */
  charged?: () => Promise<bigint>;
  /** Free calls granted so far (free scenario: each success must have taken one; x402: none). */
  freeCalls?: () => Promise<number>;
  /** The x402 payments settled so far (x402 scenario): each success must have settled one. */
  payments?: () => Promise<RecordedPayment[]>;
  /** Stops listening and releases the database. */
  close(): Promise<void>;
}
