/**
 * Paying for calls from leases: the process takes a slice of a balance for one payer (an API key's
 * credits, storage/platform/creditLeases.ts; an infra project's tokens,
 * storage/infra/core/tokenLeases.ts), spends it in memory, and settles in batches. What a lease
 * is made of in the database is the {@link LeaseStore}'s business; this wallet only keeps the
 * invariants every store shares.
 *
 * Slices adapt: the first lease of a payer is one call's price; each further grant doubles, up to
 * `maxSliceCalls` prices, never more than the balance or any chain key's headroom (the database
 * caps it). A lease idle for `idleMs` is closed, so the money goes back to where every process
 * can lease it. A lease is renewed at each settle; the process stops spending from it `marginMs`
 * before the expiry it last wrote, so a lease the sweep may reclaim is never spent from.
 */
import type { Logger } from "pino";
import type { LeaseGrant, LeaseRequest, LeaseSettlement } from "../../../storage/platform/creditLeases.js";
import type { PayRefusal } from "../../../storage/platform/keyChainLock.js";
import { HeldLease } from "./lease.js";

/**
 * Where a wallet's leases live. Amounts are in the balance's unit (micro-USD, tokens); `keyId`
 * names the payer (an API key, a project), and a grant's `path` every id whose change must close
 * the lease ({@link LeaseWallet.invalidate}).
 */
export interface LeaseStore {
  /** Takes at least `needMicros`, up to `wantMicros`, or refuses with nothing changed. */
  take(req: LeaseRequest): Promise<LeaseGrant | PayRefusal>;
  /** Settles one batch; false when the lease was reclaimed (the batch is dropped). */
  settle(s: LeaseSettlement): Promise<boolean>;
  /** Gives back a spend that was already settled (its call failed after the settle). */
  refund(keyId: string, micros: bigint, route: string): Promise<unknown>;
  /** Returns the rest of leases expired before `now`; resolves to how many. */
  reclaimExpired(now: Date): Promise<number>;
}

/** Timings and sizes of the wallet. */
export interface WalletOptions {
  /** How long a lease row lives without a renewal (a crashed holder's money is back after it). */
  leaseTtlMs: number;
  /** Stop spending this long before the lease row expires (clock skew between processes). */
  marginMs: number;
  /** Close a lease nobody spent from for this long. */
  idleMs: number;
  /** The largest slice, in calls of the price being paid. */
  maxSliceCalls: number;
  /**
   * How long a refusal is answered from memory (0: never). Only for a store whose freed balances
   * are announced, so that {@link LeaseWallet.forgetRefusals} runs when money comes back.
   */
  refusalTtlMs: number;
  now(): number;
  log: Logger;
}

/** A payment taken from a lease; pass it to {@link LeaseWallet.refund} when its call failed. */
export interface LeasePayment {
  lease: HeldLease;
  micros: bigint;
  route: string;
}

/** A refusal remembered: any call of at least `micros` by its payer is refused the same way until `until`. */
interface RememberedRefusal {
  refusal: PayRefusal;
  micros: bigint;
  until: number;
}

/** The process's leases of one store, one per payer. */
export class LeaseWallet {
  readonly #leases = new Map<string, HeldLease>();
  readonly #slices = new Map<string, bigint>();
  readonly #refused = new Map<string, RememberedRefusal>();

  constructor(
    private readonly store: LeaseStore,
    private readonly options: WalletOptions,
  ) {}

  /** Takes `micros` for a call on `route` made with `keyId`, or says why the key cannot pay. */
  async pay(keyId: string, micros: bigint, route: string): Promise<LeasePayment | PayRefusal> {
    for (;;) {
      let lease = this.#leases.get(keyId);
      if (lease && lease.state !== "open") {
        await lease.closed;
        continue;
      }
      if (lease?.spend(micros, route, this.options.now())) return { lease, micros, route };
      if (lease?.acquiring) {
        // Refused for a call no dearer than this one: refused for this one too, without asking again.
        const { acquiringFor } = lease;
        const refused = await lease.acquiring.catch(() => null);
        if (refused && micros >= acquiringFor) return refused;
        continue;
      }
      if (!lease) {
        lease = new HeldLease(keyId);
        this.#leases.set(keyId, lease);
      }
      if (lease.deadline !== 0 && this.options.now() >= lease.deadline) {
        // Not renewed in time (the database was unreachable): never spend past the row's expiry.
        this.#close(lease);
        continue;
      }
      const remembered = this.#refused.get(keyId);
      if (remembered && micros >= remembered.micros && this.options.now() < remembered.until) {
        if (lease.leaseId === null && this.#leases.get(keyId) === lease) this.#leases.delete(keyId);
        return remembered.refusal;
      }
      const acquiring = this.#grow(lease, micros);
      lease.acquiring = acquiring;
      lease.acquiringFor = micros;
      try {
        const refused = await acquiring;
        if (refused) {
          if (lease.leaseId === null && this.#leases.get(keyId) === lease) this.#leases.delete(keyId);
          if (this.options.refusalTtlMs > 0)
            this.#refused.set(keyId, {
              refusal: refused,
              micros,
              until: this.options.now() + this.options.refusalTtlMs,
            });
          return refused;
        }
        this.#refused.delete(keyId);
      } finally {
        lease.acquiring = null;
      }
    }
  }

  /** Takes a bigger slice into `lease`: at least what one more call of `micros` needs. */
  async #grow(lease: HeldLease, micros: bigint): Promise<PayRefusal | null> {
    const slice = this.#slices.get(lease.keyId) ?? micros;
    const cap = micros * BigInt(this.options.maxSliceCalls);
    const want = slice < micros ? micros : slice;
    const now = this.options.now();
    const grant = await this.store.take({
      keyId: lease.keyId,
      leaseId: lease.leaseId,
      needMicros: micros - lease.available,
      wantMicros: want,
      expiresAt: new Date(now + this.options.leaseTtlMs),
    });
    if (!grant.ok) return grant;
    this.#slices.set(lease.keyId, want * 2n > cap ? cap : want * 2n);
    if (grant.leaseId !== lease.leaseId && lease.leaseId !== null) {
      // The old row was reclaimed (this process stalled past its expiry): what it held is gone.
      lease.available = 0n;
      lease.pending.clear();
    }
    lease.leaseId = grant.leaseId;
    lease.path = grant.path;
    lease.available += grant.grantedMicros;
    lease.lastRenewAt = now;
    lease.deadline = now + this.options.leaseTtlMs - this.options.marginMs;
    return null;
  }

  /** Gives a failed call's money back exactly, wherever its lease stands now. */
  async refund(payment: LeasePayment): Promise<void> {
    const { lease, micros, route } = payment;
    if (lease.state === "open") return lease.giveBack(micros, route);
    await lease.closed;
    // Settled: the spend is in the database, so it is refunded there. Dropped: it never was.
    if (lease.state === "settled") await this.store.refund(lease.keyId, micros, route);
  }

  /**
   * Settles and closes the lease this process holds for `keyId`, if any: its spend is then in the
   * database and its rest back on the balance (a balance read right after is exact, as far as
   * this process goes). The next call takes a new lease.
   */
  async closeLease(keyId: string): Promise<void> {
    const lease = this.#leases.get(keyId);
    if (lease) await this.#close(lease);
  }

  /**
   * Stops spending from every lease whose chain holds `keyId` and closes them. Remembered
   * refusals are all forgotten: a refusal does not say which chain it came from.
   */
  invalidate(keyId: string): void {
    this.#refused.clear();
    for (const lease of this.#leases.values()) if (lease.path.includes(keyId)) this.#close(lease);
  }

  /** Stops spending from every lease and closes them (notifications may have been missed). */
  invalidateAll(): void {
    this.#refused.clear();
    for (const lease of this.#leases.values()) this.#close(lease);
  }

  /** Forgets every remembered refusal: money came back somewhere, so every payer asks again. */
  forgetRefusals(): void {
    this.#refused.clear();
  }

  #close(lease: HeldLease): Promise<void> {
    if (lease.closed) return lease.closed;
    lease.state = "closing";
    lease.closed = (async () => {
      await lease.acquiring?.catch(() => {});
      try {
        lease.state = lease.leaseId === null || (await this.#settle(lease, true)) ? "settled" : "dropped";
      } catch (err) {
        // The row stays reserved until it expires and the sweep returns its unsettled rest.
        this.options.log.error({ err, keyId: lease.keyId }, "could not close a lease");
        lease.state = "dropped";
      }
      if (this.#leases.get(lease.keyId) === lease) this.#leases.delete(lease.keyId);
    })();
    return lease.closed;
  }

  /** Settles `lease` after any settle of it still in flight (see {@link HeldLease.settling}). */
  #settle(lease: HeldLease, close: boolean): Promise<boolean> {
    const run = (lease.settling ?? Promise.resolve())
      .catch(() => {})
      .then(() => this.#settleNow(lease, close));
    lease.settling = run;
    const done = () => {
      if (lease.settling === run) lease.settling = null;
    };
    run.then(done, done);
    return run;
  }

  async #settleNow(lease: HeldLease, close: boolean): Promise<boolean> {
    // Queued behind the close that ended the lease: nothing is left to settle.
    if (!close && (lease.state === "settled" || lease.state === "dropped")) return true;
    const batch = lease.takePending();
    const now = this.options.now();
    try {
      const open = await this.store.settle({
        leaseId: lease.leaseId!,
        keyId: lease.keyId,
        byRoute: batch,
        close,
        renewUntil: new Date(now + this.options.leaseTtlMs),
      });
      if (open && !close) {
        lease.lastRenewAt = now;
        lease.deadline = now + this.options.leaseTtlMs - this.options.marginMs;
      }
      return open;
    } catch (err) {
      lease.restore(batch);
      throw err;
    }
  }

  /**
   * One batch: settles every open lease with spend (renewing it), closes idle ones, and — with
   * `closeAll` (shutdown, tests) — closes them all, returning every unspent micro-USD.
   */
  async settle(closeAll = false): Promise<void> {
    const now = this.options.now();
    const work: Promise<unknown>[] = [];
    for (const lease of [...this.#leases.values()]) {
      if (lease.state !== "open" || lease.leaseId === null || lease.acquiring) {
        if (closeAll) work.push(lease.closed ?? this.#close(lease));
        continue;
      }
      const idle = now - Math.max(lease.lastSpendAt, lease.lastRenewAt) >= this.options.idleMs;
      if (closeAll || idle) {
        if (idle) this.#slices.delete(lease.keyId);
        work.push(this.#close(lease));
      } else if (
        lease.pending.size > 0 ||
        lease.settling ||
        now - lease.lastRenewAt >= this.options.leaseTtlMs / 3
      ) {
        // A settle in flight (the timer's) is waited for, and what was spent since goes after it.
        work.push(
          this.#settle(lease, false).then((open) => {
            if (!open && lease.state === "open") {
              lease.state = "dropped";
              lease.closed = Promise.resolve();
              if (this.#leases.get(lease.keyId) === lease) this.#leases.delete(lease.keyId);
            }
          }),
        );
      }
    }
    const failed = (await Promise.allSettled(work)).find((r) => r.status === "rejected");
    if (failed) throw (failed as PromiseRejectedResult).reason;
  }

  /** Returns the money of leases whose holders stopped renewing them (crashed processes). */
  reclaimExpired(): Promise<number> {
    return this.store.reclaimExpired(new Date(this.options.now()));
  }
}
