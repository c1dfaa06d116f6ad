/**
 * What a handler receives besides its input: who is calling, the database and the leased-work
 * engine, a logger, the clock and the client address. Handlers use these instead of globals so tests
 * can supply their own.
 */
import type { Knex } from "knex";
import type { Logger } from "pino";
import type { PaymentProcessor } from "./payments/processor.js";
import type { WorkQueue } from "./work/engine.js";

/** The authenticated caller, when a credential was presented and accepted. */
export interface Caller {
  /**
   * What was presented: the platform's `api-key` (`sk_…`) or `session` (`ses_…`), or a kind a
   * service issues (its {@link import("./service.js").CredentialKind}, e.g. an access token).
   */
  kind: string;
  /** The credential's id (never the secret). */
  id: string;
  /** The person behind it; null for API keys that belong to no user. */
  userId: string | null;
  role: "user" | "admin";
  /** Display prefix of the credential. */
  prefix: string;
  scopes: string[];
  /**
   * API-key callers: the key's ancestry, root first and the key itself last, with each node's
   * share of an operation's rate limit in percent (null = 100). A child's calls count against
   * every ancestor's allowance too.
   */
  keyChain?: { id: string; rateLimitSharePct: number | null }[];
  /** API-key callers: the key's own limit (`max` calls per `windowMs`), on every operation; null = none. */
  keyRateLimit?: { max: number; windowMs: number } | null;
  /** The account the credential belongs to, when known. */
  accountId?: string;
  /** A credential bound to one project (tenant) of its service: the project every call acts on. */
  projectId?: string;
}

/** How the current call is being paid for, decided by runtime metering. */
export type Payment =
  | { kind: "free" }
  | { kind: "credits"; keyId: string; debitedMicroUsd: number }
  | { kind: "x402"; payer: string; amount: string; network: string }
  | { kind: "none" };

/** Everything a handler may use besides its validated input. */
export interface HandlerContext {
  caller: Caller | null;
  payment: Payment;
  db: Knex;
  /**
   * The leased-work engine: background work is enqueued on it in the writing transaction, and
   * attempts worked outside it (a consumer's ack) complete through it.
   */
  work: WorkQueue;
  /** The payment processor (local in development and tests, Stripe when configured). */
  payments: PaymentProcessor;
  log: Logger;
  now(): Date;
  clientIp: string;
  requestId: string;
  /** Absolute URL where this service is mounted (no trailing slash), for links in answers. */
  baseUrl: string;
  /** The request body's bytes as received, for operations that verify a signature over them. */
  rawBody?: Buffer;
}
