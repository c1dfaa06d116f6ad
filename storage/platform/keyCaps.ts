/**
 * The pure rules of the key tree: what a child inherits from its chain. Kept apart from SQL so
 * the rules read in one place and the property tests can state them independently.
 */

/** How deep the tree may grow: a root is at depth 0, no key is provisioned below depth this. */
export const MAX_KEY_DEPTH = 16;

/** The smallest non-null value, null when all are null ("no cap"). */
export function minCap<T extends number | bigint>(values: readonly (T | null)[]): T | null {
  let min: T | null = null;
  for (const v of values) if (v !== null && (min === null || v < min)) min = v;
  return min;
}

/** The earliest non-null date, null when all are null ("never expires"). */
export function earliest(dates: readonly (Date | null)[]): Date | null {
  let min: Date | null = null;
  for (const d of dates) if (d !== null && (min === null || d.getTime() < min.getTime())) min = d;
  return min;
}

/** The requested scopes, deduplicated in request order; restricted to `parent`'s when given. */
export function clampScopes(requested: readonly string[], parent: readonly string[] | null): string[] {
  const allowed = parent ? new Set(parent) : null;
  const out: string[] = [];
  for (const s of requested) if (!out.includes(s) && (!allowed || allowed.has(s))) out.push(s);
  return out;
}

/** Running minimum root→self: entry i is the effective cap of the chain's i-th key. */
export function effectiveAlongChain<T extends number | bigint>(own: readonly (T | null)[]): (T | null)[] {
  const out: (T | null)[] = [];
  let min: T | null = null;
  for (const v of own) {
    min = minCap([min, v]);
    out.push(min);
  }
  return out;
}

/** `now` plus `days`, clamped to `limit` (the parent's effective expiry); null = never. */
export function clampExpiry(now: Date, days: number | null | undefined, limit: Date | null): Date | null {
  const requested = days == null ? null : new Date(now.getTime() + days * 86_400_000);
  return earliest([requested, limit]);
}
