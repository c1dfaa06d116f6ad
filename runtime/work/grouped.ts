/**
 * Groups calls of a batch function: items added while one batch is being written (or in the same
 * turn of the event loop) go to the next batch together. The engine settles a batch's outcomes
 * through it, so a batch of fifty successes costs one transaction, not fifty.
 */

/**
 * Wraps `flush`: each call adds one item and resolves to its result. `flush` answers one result
 * per item, in order; at most one flush runs at a time; a flush that throws rejects its items.
 */
export function grouped<T, R>(flush: (items: T[]) => Promise<R[]>): (item: T) => Promise<R> {
  let pending: { item: T; resolve: (r: R) => void; reject: (err: unknown) => void }[] = [];
  let busy = false;
  const run = async () => {
    while (pending.length > 0) {
      const taken = pending;
      pending = [];
      try {
        const results = await flush(taken.map((p) => p.item));
        for (const [i, p] of taken.entries()) p.resolve(results[i] as R);
      } catch (err) {
        for (const p of taken) p.reject(err);
      }
    }
    busy = false;
  };
  return (item) =>
    new Promise<R>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      if (busy) return;
      busy = true;
      setImmediate(() => void run());
    });
}
