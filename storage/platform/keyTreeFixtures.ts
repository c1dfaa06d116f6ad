/**
 * Test fixtures for the key tree: users inserted directly (no scrypt: property tests make many),
 * a fast-check arbitrary for random trees, and a builder that provisions one through the real
 * `provisionKey`, acting as the user or as a key, the way the account service would.
 */
import fc from "fast-check";
import type { Knex } from "knex";
import { provisionKey } from "./keyTree.js";

/** One node of a random tree; `parent` is an earlier node's index, null for a root. */
export interface NodeSpec {
  parent: number | null;
  scopes: string[];
  creditLimitMicros: number | null;
  rateLimitSharePct: number | null;
  /** Who provisions it: the user, the parent key itself, or the root key of the parent's chain. */
  actor: "user" | "parent" | "root";
}

/** The scopes random trees draw from. */
export const SCOPE_POOL = ["uuid:read", "uuid:write", "keys:manage", "billing:read", "admin"] as const;

/** A user row with an unusable password hash; returns its id. */
export async function insertTestUser(db: Knex): Promise<string> {
  const email = `t-${Math.random().toString(36).slice(2)}-${Date.now()}@example.com`;
  const [row] = (await db("users").insert({ email, password_hash: "x" }).returning("id")) as { id: string }[];
  return row!.id;
}

/** Random trees of 1..`maxNodes` keys (several roots possible), with caps in `unit`s. */
export function treeArbitrary(opts: {
  maxNodes: number;
  unit?: number;
  maxUnits?: number;
}): fc.Arbitrary<NodeSpec[]> {
  const unit = opts.unit ?? 1;
  const cap = fc.option(
    fc.integer({ min: 0, max: opts.maxUnits ?? 20 }).map((n) => n * unit),
    { nil: null, freq: 3 },
  );
  return fc.integer({ min: 1, max: opts.maxNodes }).chain((n) =>
    fc.tuple(
      ...Array.from({ length: n }, (_, i) =>
        fc.record({
          parent:
            i === 0
              ? fc.constant(null)
              : fc.option(fc.integer({ min: 0, max: i - 1 }), { nil: null, freq: 4 }),
          scopes: fc.subarray([...SCOPE_POOL]).chain((s) => fc.shuffledSubarray(s, { minLength: s.length })),
          creditLimitMicros: cap,
          rateLimitSharePct: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null, freq: 3 }),
          actor: fc.constantFrom("user" as const, "parent" as const, "root" as const),
        }),
      ),
    ),
  );
}

/** The index path root…`i` of node `i`. */
export function chainOf(spec: readonly NodeSpec[], i: number): number[] {
  const out: number[] = [];
  for (let at: number | null = i; at !== null; at = spec[at]!.parent) out.unshift(at);
  return out;
}

/** Provisions `spec` for `userId`; returns the key ids and plaintexts in spec order. */
export async function buildTree(
  db: Knex,
  userId: string,
  spec: readonly NodeSpec[],
  now: Date,
): Promise<{ ids: string[]; keys: string[] }> {
  const ids: string[] = [];
  const keys: string[] = [];
  for (const [i, node] of spec.entries()) {
    const parentKeyId = node.parent === null ? null : ids[node.parent]!;
    const actorKey =
      node.parent === null || node.actor === "user"
        ? null
        : node.actor === "parent"
          ? parentKeyId
          : ids[chainOf(spec, node.parent)[0]!]!;
    const made = await provisionKey(db, {
      by: actorKey ? { kind: "key", keyId: actorKey } : { kind: "user", userId },
      // A key acting on itself may leave parentKeyId out.
      parentKeyId: actorKey === parentKeyId ? null : parentKeyId,
      name: `k${i}`,
      scopes: node.scopes,
      creditLimitMicros: node.creditLimitMicros,
      rateLimitSharePct: node.rateLimitSharePct,
      now,
    });
    if (!made.ok) throw new Error(`provisioning node ${i}: ${made.message}`);
    ids.push(made.keyId);
    keys.push(made.key);
  }
  return { ids, keys };
}
