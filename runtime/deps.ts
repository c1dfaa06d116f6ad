/**
 * The services the runtime is built from. The app factory receives them once; tests pass
 * their own (a fresh database, a fixed clock, the local facilitator).
 */
import type { Logger } from "pino";
import type { Database } from "../storage/db.js";
import type { Caller } from "./context.js";
import type { MeteringEngine } from "./metering/engine/meteringEngine.js";
import type { PaymentProcessor } from "./payments/processor.js";
import type { WorkEngine } from "./work/engine.js";
import type { Facilitator, X402Config } from "./x402/index.js";

/** Resolves a presented credential to a caller; null when it is unknown or revoked. */
export type Authenticator = (credential: { scheme: string; value: string }) => Promise<Caller | null>;

/** Everything the runtime needs, created once per process. */
export interface RuntimeDeps {
  db: Database;
  log: Logger;
  facilitator: Facilitator;
  x402: X402Config;
  /** Hosted checkout, customers, usage billing, top-ups, subscriptions, webhooks. */
  payments: PaymentProcessor;
  /**
   * The one leased-work engine: services register their tasks on it in their set-up; the runtime
   * starts it with the workers and runs its sweep in the kernel's minute sweep.
   */
  work: WorkEngine;
  /** Check every handler response against the contract (on in tests; costs CPU). */
  validateResponses: boolean;
  /**
   * Key resolution and credit leases in memory (./metering/engine): started by
   * `createRuntimeDeps`, MUST be closed before the database (it settles what it holds).
   */
  metering: MeteringEngine<Caller>;
  /** Resolves bearer and API-key credentials; defaults to the `api_keys` table. */
  authenticate: Authenticator;
  now: () => Date;
  /**
   * The configuration the process started with (the environment, or what a test passes). Services
   * read their settings from it in their set-up, never from `process.env` in a handler.
   */
  env: Readonly<Record<string, string | undefined>>;
}
