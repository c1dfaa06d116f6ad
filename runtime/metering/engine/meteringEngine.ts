/**
 * The metering engine: the process's key cache and credit wallet, kept honest across processes.
 * It listens on `api_key_changed` (a trigger on `api_keys`, migration 0009) and drops every
 * cached key and lease whose chain holds the changed key, and forgets the refusals it remembers
 * when an account's spendable credits grow (migration 0010); when the listening connection drops
 * it drops them all. Every `flushMs` it settles the leases' spend, writes the batched request
 * counters, reconciles the rate-limit windows, and every `sweepMs` returns the money of leases
 * whose holders died.
 *
 * Crash bound: a process that dies loses the request counters and the credit spend of at most
 * its last `flushMs` (those calls are then free: the sweep returns the unsettled rest of its
 * leases after `leaseTtlMs`), and never more than one lease per key it held. Balances never go
 * negative: a lease only ever spends what it reserved.
 *
 * MUST be started with the app ({@link start}) and closed before the database ({@link close}),
 * which settles everything: ledger, usage counters and balances then agree to the micro-USD.
 */
import type { Logger } from "pino";
import type { Database } from "../../../storage/db.js";
import { type Listener, listenOn } from "../../../storage/notifications.js";
import { reclaimExpiredLeases, settleLease, takeLease } from "../../../storage/platform/creditLeases.js";
import { refundForCall } from "../../../storage/platform/credits.js";
import type { KeyLookup } from "../../../storage/platform/keyResolve.js";
import { WindowCounters } from "../../ratelimit/windowCounters.js";
import { KeyCache } from "./keyCache.js";
import { type LeaseStore, LeaseWallet, type WalletOptions } from "./leaseWallet.js";
import { SpentAllowances } from "./spentAllowances.js";

/** Timings of the engine; tests shorten them. */
export interface MeteringTimings extends Omit<WalletOptions, "now" | "log" | "refusalTtlMs"> {
  /** Settle spend and write counters this often. */
  flushMs: number;
  /** Reclaim dead processes' leases this often. */
  sweepMs: number;
  /** A cached key lives this long without a notification (the safety net). */
  keyTtlMs: number;
  /** A used-up free allowance is answered from memory this long. */
  spentAllowanceTtlMs: number;
  /** A key refused for want of credits (or disabled, or capped) is answered from memory this long at most. */
  refusalTtlMs: number;
}

/** The defaults: settle twice a second, leases live 30 s, keys 5 s. */
export const DEFAULT_METERING_TIMINGS: MeteringTimings = {
  flushMs: 500,
  sweepMs: 10_000,
  keyTtlMs: 5_000,
  spentAllowanceTtlMs: 10_000,
  refusalTtlMs: 5_000,
  leaseTtlMs: 30_000,
  marginMs: 10_000,
  idleMs: 2_000,
  maxSliceCalls: 256,
};

/**
 * The channel migration 0009's trigger notifies with a changed key's id, and migration 0010's
 * with `funded:<account id>` when an account's spendable credits grow.
 */
export const KEY_CHANGED_CHANNEL = "api_key_changed";

/** The payload prefix of a freed-credits notification. */
const FUNDED_PREFIX = "funded:";

/** See the module doc. `T` is what the app keeps per cached key (its caller). */
export class MeteringEngine<T = unknown> {
  readonly keys: KeyCache<T>;
  /** API keys' credits. */
  readonly credits: LeaseWallet;
  /** Every wallet settled by {@link flush}: the credits, and those services add ({@link addWallet}). */
  readonly #wallets: LeaseWallet[] = [];
  /** Rate-limit windows, counted in memory and reconciled at each flush. */
  readonly windows: WindowCounters;
  /** Free allowances known used up. */
  readonly allowances: SpentAllowances;
  readonly #timings: MeteringTimings;
  #listener: Listener | null = null;
  #timer: NodeJS.Timeout | null = null;
  #lastSweep = 0;
  #ticking: Promise<void> | null = null;

  private readonly log: Logger;

  constructor(
    private readonly db: Database,
    options: { build(lookup: KeyLookup): Promise<T>; log: Logger; timings?: Partial<MeteringTimings> },
  ) {
    this.log = options.log;
    this.#timings = { ...DEFAULT_METERING_TIMINGS, ...options.timings };
    this.keys = new KeyCache(db.knex, { build: options.build, ttlMs: this.#timings.keyTtlMs });
    const knex = db.knex;
    // Freed credits are announced (migration 0010's trigger), so refusals are remembered.
    this.credits = this.addWallet(
      {
        take: (req) => takeLease(knex, req),
        settle: (s) => settleLease(knex, s),
        refund: (keyId, micros, route) => refundForCall(knex, keyId, micros, route),
        reclaimExpired: (now) => reclaimExpiredLeases(knex, now),
      },
      { remembersRefusals: true },
    );
    this.windows = new WindowCounters(db.knex, this.log);
    this.allowances = new SpentAllowances(this.#timings.spentAllowanceTtlMs);
  }

  /**
   * A wallet over `store` with the engine's timings, settled at every flush, swept for dead
   * processes' leases and closed with the engine: how a service leases a balance of its own
   * (infra's project tokens).
   */
  addWallet(store: LeaseStore, options: { remembersRefusals?: boolean } = {}): LeaseWallet {
    const wallet = new LeaseWallet(store, {
      ...this.#timings,
      refusalTtlMs: options.remembersRefusals ? this.#timings.refusalTtlMs : 0,
      now: () => Date.now(),
      log: this.log,
    });
    this.#wallets.push(wallet);
    return wallet;
  }

  /** Listens for key changes and starts the settle timer. Idempotent. */
  async start(): Promise<void> {
    if (this.#listener) return;
    this.#listener = await listenOn(this.db.knex, this.db.kind, KEY_CHANGED_CHANNEL, {
      onMessage: (payload) => {
        if (payload.startsWith(FUNDED_PREFIX)) for (const w of this.#wallets) w.forgetRefusals();
        else this.invalidate(payload);
      },
      onLost: (err) => {
        this.log.warn({ err }, "key-change notifications lost: dropping cached keys and leases");
        this.keys.clear();
        for (const w of this.#wallets) w.invalidateAll();
      },
    });
    this.#timer = setInterval(() => void this.#tick(), this.#timings.flushMs);
    this.#timer.unref();
  }

  /** Drops what this process holds of `keyId` and the keys below it. */
  invalidate(keyId: string): void {
    this.keys.invalidate(keyId);
    this.credits.invalidate(keyId);
  }

  #tick(): Promise<void> {
    this.#ticking ??= (async () => {
      try {
        await this.flush(false);
        if (Date.now() - this.#lastSweep >= this.#timings.sweepMs) {
          this.#lastSweep = Date.now();
          await Promise.all(this.#wallets.map((w) => w.reclaimExpired()));
        }
      } catch (err) {
        this.log.error({ err }, "metering: settling failed; retrying at the next tick");
      } finally {
        this.#ticking = null;
      }
    })();
    return this.#ticking;
  }

  /**
   * Writes the batched counters, reconciles rate-limit windows and settles spend now; with `closeLeases` (the default) also
   * returns every lease's unspent rest, after which the database holds the exact balances.
   */
  async flush(closeLeases = true): Promise<void> {
    await Promise.all([
      this.keys.flushUses(),
      ...this.#wallets.map((w) => w.settle(closeLeases)),
      this.windows.sync(new Date()),
    ]);
  }

  /**
   * Forgets the rate-window counts and used-up allowances held in memory, so they are read from
   * the database again: for tests that empty `rate_windows` and `free_allowance` between cases.
   */
  forgetCounts(): void {
    this.windows.clear();
    this.allowances.clear();
  }

  /** Stops listening and the timer, then settles everything. Idempotent. */
  async close(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#listener?.close();
    this.#listener = null;
    await this.#ticking;
    await this.flush(true);
  }
}
