/**
 * Which tables seat a party: pure rules over a branch's tables, shared by availability and
 * booking. A single table seats parties from its `min_capacity` to its `max_capacity`; a joined
 * set (two or more joinable tables of one join group) seats from the sum of their minimums to the
 * sum of their maximums. The server prefers the smallest fitting single table, then the joined set
 * with the fewest tables and, among those, the fewest seats — so big tables stay free for big
 * parties (TastyIgniter users asked for exactly this: #460).
 */

/** The table fields seating looks at. */
export interface SeatingTable {
  id: string;
  label: string;
  area_id: string | null;
  min_capacity: number;
  max_capacity: number;
  joinable: boolean;
  join_group: string | null;
}

/** Most tables one joined set may hold (the contract's `table_ids` limit too). */
export const MAX_JOINED = 8;

/** Combinations tried per group before settling for the best found: bounds work on huge groups. */
const BUDGET = 5000;

/**
 * The group a table joins: its `join_group`, or (without one) its area; null when not joinable.
 */
export function joinGroupOf(t: SeatingTable): string | null {
  if (!t.joinable) return null;
  return t.join_group !== null ? `group:${t.join_group}` : `area:${t.area_id ?? "none"}`;
}

const seats = (set: SeatingTable[]) => set.reduce((n, t) => n + t.max_capacity, 0);
const minimum = (set: SeatingTable[]) => set.reduce((n, t) => n + t.min_capacity, 0);

/** The largest party any table or joined set of `tables` seats. */
export function largestParty(tables: SeatingTable[]): number {
  let largest = 0;
  const groups = new Map<string, SeatingTable[]>();
  for (const t of tables) {
    largest = Math.max(largest, t.max_capacity);
    const g = joinGroupOf(t);
    if (g !== null) groups.set(g, [...(groups.get(g) ?? []), t]);
  }
  for (const members of groups.values()) {
    const biggest = [...members].sort((a, b) => b.max_capacity - a.max_capacity).slice(0, MAX_JOINED);
    if (biggest.length > 1) largest = Math.max(largest, seats(biggest));
  }
  return largest;
}

/** Whether `a` is a better joined set than `b`: fewer tables, then fewer seats, then labels. */
function better<T extends SeatingTable>(a: T[], b: T[] | undefined): boolean {
  if (!b) return true;
  if (a.length !== b.length) return a.length < b.length;
  if (seats(a) !== seats(b)) return seats(a) < seats(b);
  return a.map((t) => t.label).join() < b.map((t) => t.label).join();
}

/** The best joined set of one group's free tables for `party`, or undefined. */
function bestSet<T extends SeatingTable>(members: T[], party: number): T[] | undefined {
  const sorted = [...members].sort((a, b) => b.max_capacity - a.max_capacity || (a.label < b.label ? -1 : 1));
  let budget = BUDGET;
  for (let k = 2; k <= Math.min(sorted.length, MAX_JOINED); k++) {
    if (seats(sorted.slice(0, k)) < party) continue;
    let best: T[] | undefined;
    const pick = (start: number, chosen: T[]) => {
      if (budget <= 0) return;
      if (chosen.length === k) {
        budget--;
        if (minimum(chosen) <= party && seats(chosen) >= party && better(chosen, best)) best = [...chosen];
        return;
      }
      for (let i = start; i <= sorted.length - (k - chosen.length); i++) {
        const t = sorted[i];
        if (t) pick(i + 1, [...chosen, t]);
      }
    };
    pick(0, []);
    if (best) return best;
  }
  return undefined;
}

/**
 * The tables to give a party among `free` tables: the smallest single table that seats it, else
 * the best joined set; undefined when none does.
 */
export function pickTables<T extends SeatingTable>(free: T[], party: number): T[] | undefined {
  const single = free
    .filter((t) => t.min_capacity <= party && party <= t.max_capacity)
    .sort((a, b) => a.max_capacity - b.max_capacity || (a.label < b.label ? -1 : 1))[0];
  if (single) return [single];
  const groups = new Map<string, T[]>();
  for (const t of free) {
    const g = joinGroupOf(t);
    if (g !== null) groups.set(g, [...(groups.get(g) ?? []), t]);
  }
  let best: T[] | undefined;
  for (const members of groups.values()) {
    const set = bestSet(members, party);
    if (set && better(set, best)) best = set;
  }
  return best?.sort((a, b) => (a.label < b.label ? -1 : 1));
}

/**
 * Why tables staff named cannot hold a party together, or undefined when they can: several must
 * be joinable and of one group, and together seat at least the party (staff may seat fewer than a
 * table's minimum).
 */
export function chosenTablesProblem(
  chosen: SeatingTable[],
  party: number,
): { code: "party_too_large" | "unprocessable"; message: string } | undefined {
  if (chosen.length > 1) {
    const groups = new Set(chosen.map(joinGroupOf));
    if (groups.has(null) || groups.size > 1)
      return { code: "unprocessable", message: "several tables must all be joinable and of one join group" };
  }
  if (seats(chosen) < party)
    return { code: "party_too_large", message: `the tables seat ${seats(chosen)}, fewer than the party` };
  return undefined;
}
