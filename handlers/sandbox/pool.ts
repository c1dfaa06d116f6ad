/**
 * A bounded pool of sandbox slots: at most `concurrency` runs at once, a FIFO queue of at most
 * `queueLimit` waiting calls, and a 503 `worker_busy` with `Retry-After` beyond that. Each slot
 * has its own user id when the server is root, so one run's process limit (RLIMIT_NPROC counts
 * per user) never counts another's processes.
 */
import { ApiError } from "../../runtime/errors.js";

/** A slot index, 0-based. */
export type Slot = number;

/** The pool. */
export class SlotPool {
  private readonly free: Slot[];
  private readonly waiting: ((slot: Slot) => void)[] = [];
  private meanRunMs = 1000;

  constructor(
    private readonly concurrency: number,
    private readonly queueLimit: number,
  ) {
    this.free = Array.from({ length: concurrency }, (_, i) => i);
  }

  /** Runs `work` on a free slot (waiting for one if the queue has room) and frees it after. */
  async run<T>(work: (slot: Slot) => Promise<T>): Promise<T> {
    const slot = await this.acquire();
    const started = Date.now();
    try {
      return await work(slot);
    } finally {
      this.meanRunMs = this.meanRunMs * 0.8 + (Date.now() - started) * 0.2;
      this.release(slot);
    }
  }

  /** Runs and queued calls, for health and tests. */
  stats() {
    return { running: this.concurrency - this.free.length, queued: this.waiting.length };
  }

  private acquire(): Promise<Slot> {
    const slot = this.free.shift();
    if (slot !== undefined) return Promise.resolve(slot);
    if (this.waiting.length >= this.queueLimit) {
      const rounds = Math.ceil((this.waiting.length + 1) / this.concurrency);
      const seconds = Math.max(1, Math.ceil((rounds * this.meanRunMs) / 1000));
      return Promise.reject(
        new ApiError(
          "worker_busy",
          `Every sandbox is running and ${this.waiting.length} calls are waiting; retry later`,
          {
            headers: { "Retry-After": String(seconds) },
          },
        ),
      );
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(slot: Slot): void {
    const next = this.waiting.shift();
    if (next) next(slot);
    else this.free.push(slot);
  }
}
