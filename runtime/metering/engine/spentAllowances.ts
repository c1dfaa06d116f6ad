/**
 * Free allowances known to be used up, so their 402 is answered from memory. The allowance itself
 * stays exact across processes — each free call is still granted by one guarded database
 * statement (storage/platform/allowance.ts) — but once that statement has refused a bucket, this
 * process refuses it without asking again for `ttlMs`.
 *
 * The price of the memo: a free call given back by ANOTHER process (its handler failed) may be
 * refused here for up to `ttlMs`. A call given back by this process clears the memo at once.
 * Never more free calls than the limit are granted either way.
 */

/** See the module doc. Keys name an allowance bucket: day, route and client IP. */
export class SpentAllowances {
  readonly #until = new Map<string, number>();

  constructor(private readonly ttlMs: number) {}

  /** The memo's key for one bucket. */
  static key(bucket: { day: string; route: string; clientIp: string }): string {
    return `${bucket.day}|${bucket.route}|${bucket.clientIp}`;
  }

  /** Whether `key` was seen used up less than `ttlMs` before `nowMs`. */
  isSpent(key: string, nowMs: number): boolean {
    const until = this.#until.get(key);
    if (until === undefined) return false;
    if (nowMs < until) return true;
    this.#until.delete(key);
    return false;
  }

  /** Remembers that the database refused `key` at `nowMs`. */
  markSpent(key: string, nowMs: number): void {
    // Many client IPs: drop expired memos now and then, so the map stays as big as the live ones.
    if (this.#until.size >= 10_000)
      for (const [k, until] of this.#until) if (until <= nowMs) this.#until.delete(k);
    this.#until.set(key, nowMs + this.ttlMs);
  }

  /** Forgets everything remembered. */
  clear(): void {
    this.#until.clear();
  }

  /** Forgets `key` (this process gave one of its calls back). */
  forget(key: string): void {
    this.#until.delete(key);
  }
}
