/**
 * What a service registers with the kernel beside its generated contract: its handlers, the
 * kinds of secret it issues, and a per-process set-up that gives its handlers their own context
 * (configuration, clients) and starts its background work. Each service exports one
 * {@link ServiceModule} as `<service>Module` from `handlers/<folder>/index.ts`; the generated
 * registry (`generated/services.ts`) pairs it with the contract, so the kernel never imports a
 * service and a new one is served with nothing registered by hand.
 */
import type { Knex } from "knex";
import type { AdminCommand } from "../storage/cli/command.js";
import type { ConfigSection } from "./config/define.js";
import type { Caller } from "./context.js";
import type { RuntimeDeps } from "./deps.js";

/**
 * One kind of secret a service issues, resolved to a caller. `matches` says whether a presented
 * secret is of this kind (a prefix such as `sft_`, or a shape); the first kind that matches
 * answers, so a kind whose secrets share a prefix with the platform's `sk_` keys must match by
 * shape and is tried first.
 */
export interface CredentialKind {
  /** Shown in logs and errors. */
  name: string;
  matches(secret: string): boolean;
  /** The caller, or null when the secret is unknown, expired or revoked. */
  resolve(knex: Knex, secret: string, now: Date): Promise<Caller | null>;
}

/** Upkeep the kernel runs once a minute (on one node at a time): pruning, timeouts. */
export interface Sweep {
  /** A stable name, for logs. */
  name: string;
  /** Does one pass; may return counts of what it did (logged when any is non-zero). */
  run(now: Date): Promise<Record<string, number> | undefined>;
}

/** What a service's per-process set-up provides. */
export interface ServiceSetup<Ext extends object = object> {
  /**
   * Added to the context of every handler call of the service (e.g. its parsed configuration,
   * its channel bus). Typed for handlers by `handlers/<folder>/context.ts`.
   */
  context?: Ext;
  /** Periodic upkeep, run by the kernel's one minute-cron while workers run. */
  sweeps?: readonly Sweep[];
  /**
   * Starts the service's background work (queue consumers) once per process, after the database
   * is open; resolves to the function that stops it. Not called for a server started without
   * workers (tests).
   */
  start?(): Promise<() => Promise<void>>;
  /** Releases what the set-up opened; called once, after the workers stopped. */
  close?(): Promise<void>;
}

/** A service's registration with the kernel. */
export interface ServiceModule<Ext extends object = object> {
  /** The implementation of every operation of the contract (the generated handlers interface). */
  handlers: object;
  /** Kinds of secret this service issues (tried before the platform's own). */
  credentials?: readonly CredentialKind[];
  /**
   * The environment variables the service reads (declared in `handlers/<folder>/config.ts`): the
   * server checks them at start with the kernel's and lists them in the README and `.env.example`.
   */
  config?: ConfigSection;
  /** Per-process set-up, once per runtime (database, logger, configuration in `deps`). */
  setup?(deps: RuntimeDeps): ServiceSetup<Ext>;
  /**
   * The service's admin CLIs (e.g. `npm run storefront:admin`): registered here so that a running
   * server on the embedded database can run them for a CLI that cannot open it (storage/cli/run.ts).
   * Two modules may list the same command object (variants of one service); names are unique.
   */
  adminCommands?: readonly AdminCommand[];
}
