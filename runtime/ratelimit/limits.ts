/**
 * Which counters a call is checked against, and with what limits — pure, so the arithmetic
 * (pooling into ancestor keys, share scaling, who a caller is) is tested without a database.
 */
import type { Caller } from "../context.js";
import type { OperationDefinition } from "../contract.js";
import { rateLimitFactor } from "./factor.js";

/** One counter a call is checked against. */
export interface LimitCheck {
  /** The `rate_windows` bucket. */
  bucket: string;
  /** Calls admitted per window; 0 admits none. */
  limit: number;
  windowMs: number;
  /** Whose allowance this is and how big, for the 429 message. */
  describe: string;
}

/** A key's ancestry, root first and the key itself last, as the limiter uses it. */
export type KeyChain = NonNullable<Caller["keyChain"]>;

/** `limit` scaled by a share in percent (null = 100%), rounded down; never negative. */
export function scaledLimit(limit: number, sharePct: number | null): number {
  const pct = sharePct === null ? 100 : Math.min(100, Math.max(0, sharePct));
  return Math.max(0, Math.floor((limit * pct) / 100));
}

/**
 * Each node's effective share: the smallest share from the root down to it (null = 100%).
 * Keys are provisioned capped to their parent's effective share, so this is normally the
 * node's own; taking the minimum keeps a stale or out-of-range child from exceeding its parent.
 */
export function effectiveSharePcts(chain: KeyChain): (number | null)[] {
  let least: number | null = null;
  return chain.map((node) => {
    if (node.rateLimitSharePct !== null)
      least = least === null ? node.rateLimitSharePct : Math.min(least, node.rateLimitSharePct);
    return least;
  });
}

function per(limit: number, windowMs: number): string {
  const seconds = windowMs / 1000;
  const span = seconds === 1 ? "second" : Number.isInteger(seconds) ? `${seconds} seconds` : `${windowMs} ms`;
  return `${limit} call${limit === 1 ? "" : "s"} per ${span}`;
}

/** The key chain to pool into: the caller's, or the key alone when none was resolved. */
function chainOf(caller: Caller): KeyChain {
  return caller.keyChain?.length ? caller.keyChain : [{ id: caller.id, rateLimitSharePct: null }];
}

/**
 * The checks `op.policy.rateLimit` imposes on one call. Buckets are
 * `rl:<service>:<operationId>:<who>`: `ip:<clientIp>` for anonymous callers, `user:<userId>`
 * for sessions and tokens with a user, `<kind>:<id>` for other credentials, and for API keys
 * every node of the key chain (`key:<id>`), each limited to its share of the operation's
 * limit, so a child's calls count against every ancestor's allowance too.
 */
export function operationRateChecks(
  service: string,
  op: OperationDefinition,
  caller: Caller | null,
  clientIp: string,
): LimitCheck[] {
  const declared = op.policy.rateLimit;
  if (!declared) return [];
  const rate = { ...declared, limit: declared.limit * rateLimitFactor() };
  const windowMs = rate.windowSeconds * 1000;
  const prefix = `rl:${service}:${op.operationId}`;
  const allowance = (limit: number) => `${op.operationId} allows ${per(limit, windowMs)}`;
  const check = (who: string, limit: number, whose: string): LimitCheck => ({
    bucket: `${prefix}:${who}`,
    limit,
    windowMs,
    describe: `${allowance(limit)} ${whose}`,
  });
  if (!caller) return [check(`ip:${clientIp}`, rate.limit, "per client IP")];
  if (caller.kind !== "api-key") {
    return caller.userId !== null
      ? [check(`user:${caller.userId}`, rate.limit, "per user")]
      : [check(`${caller.kind}:${caller.id}`, rate.limit, "per credential")];
  }
  const chain = chainOf(caller);
  const pcts = effectiveSharePcts(chain);
  return chain.map((node, i) =>
    check(
      `key:${node.id}`,
      scaledLimit(rate.limit, pcts[i] ?? null),
      // Ancestors' ids are not named: a child key's holder need not know them.
      i === chain.length - 1 ? "to this API key" : "to the keys under one of this key's ancestors together",
    ),
  );
}

/**
 * The check of an API key's own limit (`caller.keyRateLimit`), bucket `keyrl:<keyId>`, on every
 * operation — but only operations that declare a 429, since refusing with an undeclared status
 * would break the contract.
 */
export function keyRateCheck(op: OperationDefinition, caller: Caller | null): LimitCheck[] {
  const own = caller?.kind === "api-key" ? caller.keyRateLimit : undefined;
  if (!caller || !own || !op.responses["429"]) return [];
  return [
    {
      bucket: `keyrl:${caller.id}`,
      limit: own.max,
      windowMs: own.windowMs,
      describe: `this API key allows ${per(own.max, own.windowMs)}`,
    },
  ];
}
