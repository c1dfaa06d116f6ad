/**
 * What the bench needs from each server under test.
 */

/** The builds compared: three metered ones and two unmetered floors (express, node). */
export type ServerName = "full" | "bare" | "tsoa" | "express" | "node";

/** A server listening on 127.0.0.1, ready to be measured. */
export interface BenchServer {
  name: ServerName;
  /** One line saying what this build is. */
  description: string;
  /** Absolute URL of the benchmarked request. */
  url: string;
  /** Headers every request carries (the bearer key for metered builds). */
  headers: Record<string, string>;
  /**
   * Micro-USD taken from the bench key so far (metered builds only), so the bench can check
   * every successful call was charged — a build that skipped metering would otherwise look fast.
   */
  charged?: () => Promise<bigint>;
  /** Stops listening and releases the database. */
  close(): Promise<void>;
}
