/**
 * Assembles {@link RuntimeDeps} from configuration: the x402 settings, a facilitator (remote
 * when `X402_FACILITATOR_URL` is set, else the offline local one settling into the
 * `x402_payments` table), the leased-work engine, the payment processor and the authenticator.
 * The CLI and tests both start here.
 */
import type { Logger } from "pino";
import type { Database } from "../storage/db.js";
import { isNonceUsed, recordPayment } from "../storage/platform/x402Payments.js";
import { diagnosticVariables } from "./config/kernel.js";
import { readSection } from "./config/read.js";
import type { Caller } from "./context.js";
import type { RuntimeDeps } from "./deps.js";
import { apiKeyCaller, credentialAuthenticator } from "./identity.js";
import { createLogger } from "./logger.js";
import { MeteringEngine, type MeteringTimings } from "./metering/engine/meteringEngine.js";
import { createPaymentProcessor, type PaymentProcessor } from "./payments/index.js";
import { WorkEngine } from "./work/engine.js";
import {
  createLocalFacilitator,
  createRemoteFacilitator,
  type Facilitator,
  loadX402Config,
  type NonceStore,
} from "./x402/index.js";

/** A nonce store on the database: a settled authorization can never be settled again. */
export function databaseNonceStore(db: Database): NonceStore {
  return {
    isUsed: (key) => isNonceUsed(db.knex, key),
    record: ({ nonceKey, ...row }) => recordPayment(db.knex, { ...row, nonce: nonceKey }),
  };
}

/** Options for {@link createRuntimeDeps}; anything left out comes from the environment. */
export interface BootstrapOptions {
  db: Database;
  log?: Logger;
  env?: NodeJS.ProcessEnv;
  facilitator?: Facilitator;
  /** A ready processor; default: the configured one (local, or Stripe with STRIPE_SECRET_KEY). */
  payments?: PaymentProcessor;
  /**
   * Background work (jobs, webhook deliveries, the local processor's webhooks, encodings) only
   * when flushed (`deps.work.flush()`, tests), never by itself.
   */
  manualWork?: boolean;
  validateResponses?: boolean;
  now?: () => Date;
  /** The metering engine's timings (tests shorten them). */
  metering?: Partial<MeteringTimings>;
}

/** Builds the runtime's dependencies. Close `metering` and `payments` before the database. */
export async function createRuntimeDeps(options: BootstrapOptions): Promise<RuntimeDeps> {
  const env = options.env ?? process.env;
  const log = options.log ?? createLogger();
  // Refuses the offline facilitator in production unless asked for by name, then warns.
  const x402 = loadX402Config(env, log);
  const now = options.now ?? (() => new Date());
  const facilitator =
    options.facilitator ??
    (x402.facilitatorUrl
      ? createRemoteFacilitator(x402.facilitatorUrl)
      : createLocalFacilitator({ nonces: databaseNonceStore(options.db), now: () => now().getTime() }));
  const work = new WorkEngine(options.db, { now, log, ...(options.manualWork ? { mode: "manual" } : {}) });
  const payments =
    options.payments ??
    (await createPaymentProcessor({
      db: options.db,
      env,
      log,
      work,
      now,
    }));
  const metering = new MeteringEngine<Caller>(options.db, {
    build: (lookup) => apiKeyCaller(options.db.knex, lookup.key),
    log,
    ...(options.metering ? { timings: options.metering } : {}),
  });
  await metering.start();
  // Whoever closes the database settles the engine first (close is idempotent), so no caller
  // can lose the last batch of spend by forgetting it, and no tick runs on a closed pool.
  options.db.beforeClose(() => metering.close());
  return {
    db: options.db,
    metering,
    log,
    facilitator,
    payments,
    work,
    x402,
    validateResponses: options.validateResponses ?? readSection(diagnosticVariables, env).VALIDATE_RESPONSES,
    authenticate: credentialAuthenticator(options.db.knex, now, metering.keys),
    now,
    env,
  };
}
