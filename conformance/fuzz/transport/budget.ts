/**
 * The per-operation budget: at most N cases, chosen by the seed so that every kind is sent when
 * the budget allows one each.
 */
import { TRANSPORT_KINDS, type TransportCase } from "./model.js";

/** mulberry32: a small seeded generator, so a seed picks the same cases everywhere. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * At most `budget` of `cases`, chosen by `seed`: kinds take turns (so every kind is sent when the
 * budget allows one each), each kind's cases in a seeded order; the result keeps generation order.
 */
export function withinBudget(cases: TransportCase[], budget: number, seed: number): TransportCase[] {
  if (cases.length <= budget) return cases;
  const next = random(seed);
  const queues = TRANSPORT_KINDS.map((kind) => {
    const own = cases.filter((c) => c.kind === kind);
    for (let i = own.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [own[i], own[j]] = [own[j]!, own[i]!];
    }
    return own;
  });
  const chosen = new Set<TransportCase>();
  while (chosen.size < budget)
    for (const q of queues) {
      const c = q.shift();
      if (c && chosen.size < budget) chosen.add(c);
    }
  return cases.filter((c) => chosen.has(c));
}
