/**
 * Assembles {@link RuntimeDeps} from configuration: the x402 settings, a facilitator (remote
 * when `X402_FACILITATOR_URL` is set, else the offline local one settling into the
 * `x402_payments` table) and the API-key authenticator. The CLI and tests both start here.
 */
import type { Logger } from "pino";
import type { Database } from "../storage/db.js";
import { isNonceUsed, recordPayment } from "../storage/repositories/x402Payments.js";
import type { RuntimeDeps } from "./deps.js";
import { credentialAuthenticator } from "./identity.js";
import { createLogger } from "./logger.js";
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
  validateResponses?: boolean;
  now?: () => Date;
}

/** Builds the runtime's dependencies. */
export function createRuntimeDeps(options: BootstrapOptions): RuntimeDeps {
  const env = options.env ?? process.env;
  const x402 = loadX402Config(env);
  const now = options.now ?? (() => new Date());
  const facilitator =
    options.facilitator ??
    (x402.facilitatorUrl
      ? createRemoteFacilitator(x402.facilitatorUrl)
      : createLocalFacilitator({ nonces: databaseNonceStore(options.db), now: () => now().getTime() }));
  return {
    db: options.db,
    log: options.log ?? createLogger(),
    facilitator,
    x402,
    validateResponses: options.validateResponses ?? env.VALIDATE_RESPONSES === "true",
    authenticate: credentialAuthenticator(options.db.knex, now),
    now,
  };
}
