/**
 * A live server for the conformance suites: every service on one port at 127.0.0.1, on
 * PostgreSQL when `DATABASE_URL` is set (a fresh database per run) or an in-memory PGlite,
 * started in-process so fixtures can reach its database.
 */
import type { AddressInfo } from "node:net";
import { services } from "../generated/services.js";
import { createApp, createHttpServer } from "../runtime/app.js";
import { createRuntimeDeps } from "../runtime/bootstrap.js";
import { createLogger } from "../runtime/logger.js";
import { registerPaymentWebhooks } from "../runtime/payments/webhookRoutes.js";
import type { Database } from "../storage/db.js";
import { openTestDatabase } from "../storage/testing.js";

/** The live server's idle limit for a request body (production: 30 s, `runtime/requestBody.ts`). */
export const BODY_IDLE_TIMEOUT_MS = 2_000;

/** A running server. */
export interface LiveServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Where a service is mounted. */
  baseUrl(service: string): string;
  db: Database;
  close(): Promise<void>;
}

/** Options for {@link startLiveServer}. */
export interface LiveServerOptions {
  port?: number;
  /** Check every response against the contract in the server too (default true). */
  validateResponses?: boolean;
  /** Serve only these services, each where it is served among all (default: every service). */
  services?: readonly string[];
}

/** Starts every generated service (or those named) on one port. */
export async function startLiveServer(options: LiveServerOptions = {}): Promise<LiveServer> {
  const served = options.services
    ? services.filter((s) => options.services!.includes(s.definition.name))
    : services;
  // The suites send thousands of calls per operation as one caller from one address: scale the
  // contract's rate limits up (runtime/ratelimit/factor.ts) so they judge the contract, not the
  // limiter, which its own tests cover. An explicit RATE_LIMIT_FACTOR wins.
  process.env.RATE_LIMIT_FACTOR ??= "1000";
  // The suites register webhook and job URLs of every shape: nothing they trigger may leave the
  // machine (DNS included), so only loopback addresses are callable (runtime/outbound/policy.ts).
  process.env.OUTBOUND_NETWORK ??= "loopback";
  const db = await openTestDatabase({ boss: false });
  const deps = await createRuntimeDeps({
    db,
    log: createLogger(process.env.LOG_LEVEL ?? "warn"),
    validateResponses: options.validateResponses ?? true,
  });
  // A body that stops arriving is answered 408 after 2 s instead of 30: the transport layer sends
  // one such body to every operation that takes a body and waits for that answer.
  const app = createApp({ deps, services: served, httpLog: false, bodyIdleTimeoutMs: BODY_IDLE_TIMEOUT_MS });
  const server = await new Promise<ReturnType<typeof createHttpServer>>((resolve) => {
    const s = createHttpServer(app).listen(options.port ?? 0, "127.0.0.1", () => resolve(s));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await registerPaymentWebhooks(deps.payments, served, origin);
  return {
    origin,
    baseUrl: (service) => `${origin}/${service}`,
    db,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await deps.payments.close();
      await db.close();
    },
  };
}
