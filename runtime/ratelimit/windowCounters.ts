/**
 * Rate-limit windows counted in memory and reconciled with `rate_windows`, so a call is admitted
 * or refused without a database round trip. Each process keeps, per bucket and window, the count
 * every process had reached at its last reconciliation (`known`) plus its own hits since (`local`).
 * The first hit of a window in a process reads the shared count first — the first hits of every
 * bucket new in one turn of the event loop are read together, one statement per window (a burst
 * of new clients, each with its own bucket, costs one round trip, not one each) — and
 * {@link WindowCounters.sync} — every flush of the metering engine — pushes the local hits and
 * learns everyone's in one statement per window.
 *
 * Precision: within one process the counts are exact (the test "admits exactly the limit from
 * concurrent calls"). Across processes a process sees the others' hits at its first hit of a
 * window and then at most one sync interval late, so a window admits at most its limit plus
 * what the other processes admitted in their last unsynced interval.
 */
import type { Knex } from "knex";
import type { Logger } from "pino";
import { addWindowHits, type WindowCounts } from "../../storage/platform/rateWindows.js";
import { pruneWhenDue } from "./pruning.js";

interface Slot {
  bucket: string;
  windowMs: number;
  start: number;
  /** Everyone's count as of the last read or push. */
  known: number;
  /** This process's net hits since, not yet pushed. */
  local: number;
  /** Hits being pushed right now. */
  pushing: number;
  /** The first read of the shared count; null once it is in `known`. */
  loading: Promise<void> | null;
}

/** New slots of one window whose shared counts are read together at the next turn of the event loop. */
interface PendingRead {
  slots: { key: string; slot: Slot }[];
  done: Promise<void>;
}

/** The process's rate-limit windows (see the module doc). */
export class WindowCounters {
  readonly #slots = new Map<string, Slot>();
  readonly #reads = new Map<string, PendingRead>();

  constructor(
    private readonly knex: Knex,
    private readonly log?: Logger,
  ) {}

  #slotsFor(buckets: readonly string[], windowMs: number, now: Date): { slots: Slot[]; resetAt: Date } {
    const start = Math.floor(now.getTime() / windowMs) * windowMs;
    const slots = buckets.map((bucket) => {
      const key = `${windowMs}|${start}|${bucket}`;
      let slot = this.#slots.get(key);
      if (!slot) {
        slot = { bucket, windowMs, start, known: 0, local: 0, pushing: 0, loading: null };
        this.#slots.set(key, slot);
        slot.loading = this.#read(key, slot);
      }
      return slot;
    });
    return { slots, resetAt: new Date(start + windowMs) };
  }

  /** Reads `slot`'s shared count with the other new slots of its window, at the next turn of the event loop. */
  #read(key: string, slot: Slot): Promise<void> {
    const group = `${slot.windowMs}|${slot.start}`;
    let read = this.#reads.get(group);
    if (!read) {
      const slots: PendingRead["slots"] = [];
      const done = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        this.#reads.delete(group);
        try {
          const { counts } = await addWindowHits(
            this.knex,
            slots.map((s) => s.slot.bucket),
            slots.map(() => 0),
            slot.windowMs,
            new Date(slot.start),
          );
          slots.forEach(({ slot: s }, i) => {
            s.known = counts[i] ?? 0;
            s.loading = null;
          });
        } catch (err) {
          // Unknown shared counts: read again by the next hits.
          for (const s of slots) if (this.#slots.get(s.key) === s.slot) this.#slots.delete(s.key);
          throw err;
        }
      });
      read = { slots, done };
      this.#reads.set(group, read);
    }
    read.slots.push({ key, slot });
    return read.done;
  }

  /**
   * Counts one hit in every bucket's current window and returns each bucket's count after it
   * (a bucket listed twice is hit once), as the limiter compares them with its limits.
   */
  async hit(buckets: readonly string[], windowMs: number, now: Date): Promise<WindowCounts> {
    if (!(Number.isSafeInteger(windowMs) && windowMs > 0))
      throw new RangeError(`windowMs must be a positive integer, got ${windowMs}`);
    const unique = [...new Set(buckets)];
    let { slots, resetAt } = this.#slotsFor(unique, windowMs, now);
    while (slots.some((s) => s.loading)) {
      await Promise.all(slots.map((s) => s.loading));
      ({ slots, resetAt } = this.#slotsFor(unique, windowMs, now));
    }
    // No await from here on: the hits and the counts they return are one step.
    for (const slot of slots) slot.local++;
    const count = new Map(slots.map((s) => [s.bucket, s.known + s.pushing + s.local]));
    pruneWhenDue(this.knex, now, windowMs, this.log);
    return { counts: buckets.map((b) => count.get(b) ?? 0), resetAt };
  }

  /** Takes back one hit from each bucket's current window (a refused call's). */
  release(buckets: readonly string[], windowMs: number, now: Date): void {
    const start = Math.floor(now.getTime() / windowMs) * windowMs;
    for (const bucket of new Set(buckets)) {
      const slot = this.#slots.get(`${windowMs}|${start}|${bucket}`);
      if (slot && slot.known + slot.pushing + slot.local > 0) slot.local--;
    }
  }

  /** Forgets every window (unpushed hits included): they are read from the database again. */
  clear(): void {
    this.#slots.clear();
  }

  /** Pushes this process's hits, learns everyone's, and forgets windows that have ended. */
  async sync(now: Date): Promise<void> {
    const groups = new Map<string, Slot[]>();
    for (const [key, slot] of this.#slots) {
      if (slot.loading) continue;
      if (slot.local === 0) {
        if (slot.start + slot.windowMs <= now.getTime() && slot.pushing === 0) this.#slots.delete(key);
        continue;
      }
      const group = `${slot.windowMs}|${slot.start}`;
      groups.set(group, [...(groups.get(group) ?? []), slot]);
    }
    await Promise.all([...groups.values()].map((slots) => this.#push(slots)));
  }

  async #push(slots: Slot[]): Promise<void> {
    for (const slot of slots) {
      slot.pushing = slot.local;
      slot.local = 0;
    }
    const { windowMs, start } = slots[0]!;
    try {
      const { counts } = await addWindowHits(
        this.knex,
        slots.map((s) => s.bucket),
        slots.map((s) => s.pushing),
        windowMs,
        new Date(start),
      );
      slots.forEach((slot, i) => {
        slot.known = counts[i] ?? 0;
        slot.pushing = 0;
      });
    } catch (err) {
      for (const slot of slots) {
        slot.local += slot.pushing;
        slot.pushing = 0;
      }
      throw err;
    }
  }
}
