/**
 * One credit lease as the process holding it sees it: what is left to spend, what was spent
 * since the last settle (net, per route), and where it stands. Pure bookkeeping; the wallet
 * (./leaseWallet.ts) takes, renews and settles leases.
 */
import type { PayRefusal } from "../../../storage/platform/keyChainLock.js";

/** `open`: spendable. `closing`: no more spending, its last settle is in flight. `settled`/`dropped`: gone. */
export type LeaseState = "open" | "closing" | "settled" | "dropped";

/** A lease held by this process for one key. */
export class HeldLease {
  state: LeaseState = "open";
  /** The database row; null until the first grant. */
  leaseId: string | null = null;
  path: string[] = [];
  /** Spendable micro-USD. */
  available = 0n;
  /** Net spend per route since the last settle. */
  pending = new Map<string, bigint>();
  /** Local time (ms) after which nothing may be spent: before the row's expiry, by a margin. */
  deadline = 0;
  lastSpendAt = 0;
  lastRenewAt = 0;
  /** The grant being taken, which payers wait for: resolves to its refusal, or null when granted. */
  acquiring: Promise<PayRefusal | null> | null = null;
  /** The price the grant being taken is for. */
  acquiringFor = 0n;
  /** Resolves when the closing settle has finished (state `settled` or `dropped`). */
  closed: Promise<void> | null = null;
  /**
   * The settle in flight, if any. Settles of one lease run one after the other: a close that
   * overtook a batch would delete the row the batch still has to settle (the batch lost), and a
   * flush must not return before a batch taken by the timer is written.
   */
  settling: Promise<unknown> | null = null;

  constructor(readonly keyId: string) {}

  /** Takes `micros` for `route` when the lease can pay it at `at`. */
  spend(micros: bigint, route: string, at: number): boolean {
    if (this.state !== "open" || at >= this.deadline || this.available < micros) return false;
    this.available -= micros;
    this.pending.set(route, (this.pending.get(route) ?? 0n) + micros);
    this.lastSpendAt = at;
    return true;
  }

  /** Gives back a spend of this open lease (its call failed). */
  giveBack(micros: bigint, route: string): void {
    this.available += micros;
    this.pending.set(route, (this.pending.get(route) ?? 0n) - micros);
  }

  /** The pending spend, handed to a settle and cleared; {@link restore} puts it back on failure. */
  takePending(): Map<string, bigint> {
    const batch = this.pending;
    this.pending = new Map();
    return batch;
  }

  /** Puts a batch back after its settle failed. */
  restore(batch: ReadonlyMap<string, bigint>): void {
    for (const [route, micros] of batch) this.pending.set(route, (this.pending.get(route) ?? 0n) + micros);
  }
}
