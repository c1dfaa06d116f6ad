/**
 * `POST /api/auth/api-key/create`: a root key with better-auth's api-key fields. Fields that
 * better-auth accepts only from server code are accepted here from administrators only.
 */
import type { AccountKeysHandlers, CreateApiKeyRequest } from "../../../generated/account/types.js";
import { ApiError } from "../../../runtime/errors.js";
import { createBetterAuthKey } from "../../../storage/platform/betterAuthKeys.js";
import { findUser } from "../../../storage/platform/users.js";
import { callerUserId } from "../caller.js";

/** The body fields only an administrator may set. */
export const SERVER_ONLY_FIELDS = [
  "userId",
  "remaining",
  "refillAmount",
  "refillInterval",
  "rateLimitEnabled",
  "rateLimitTimeWindow",
  "rateLimitMax",
  "permissions",
] as const satisfies readonly (keyof CreateApiKeyRequest)[];

/** Refill interval when only `refillAmount` is given: a day. */
export const DEFAULT_REFILL_INTERVAL_MS = 86_400_000;

/**
 * The refill rule from a partial request: an amount alone refills daily; an interval alone
 * refills to the starting `remaining` (nothing to refill for an unlimited key).
 */
export function refillOf(body: CreateApiKeyRequest): { amount: number | null; intervalMs: number | null } {
  const amount = body.refillAmount ?? (body.refillInterval != null && body.remaining ? body.remaining : null);
  if (amount == null) return { amount: null, intervalMs: null };
  return { amount, intervalMs: body.refillInterval ?? DEFAULT_REFILL_INTERVAL_MS };
}

/** The better-auth create handler (part of the keys group, ./routes.ts). */
export const betterAuthKeyHandlers = {
  async api_key_create(input, ctx) {
    const body = input.body;
    const callerId = callerUserId(ctx);
    const serverOnly = SERVER_ONLY_FIELDS.filter((f) => body[f] !== undefined);
    if (serverOnly.length && ctx.caller?.role !== "admin")
      throw new ApiError("forbidden", `Only an administrator may set ${serverOnly.join(", ")}`);
    const userId = body.userId ?? callerId;
    if (userId !== callerId && !(await findUser(ctx.db, userId)))
      throw new ApiError("not_found", "No user has this id");
    const refill = refillOf(body);
    const made = await createBetterAuthKey(ctx.db, {
      userId,
      name: body.name ?? null,
      expiresInSeconds: body.expiresIn ?? null,
      prefix: body.prefix ?? null,
      remaining: body.remaining ?? null,
      refillAmount: refill.amount,
      refillIntervalMs: refill.intervalMs,
      ...(body.rateLimitEnabled !== undefined ? { rateLimitEnabled: body.rateLimitEnabled } : {}),
      rateLimitTimeWindowMs: body.rateLimitTimeWindow ?? null,
      rateLimitMax: body.rateLimitMax ?? null,
      permissions: body.permissions ?? null,
      metadata: body.metadata ?? null,
      configId: body.configId ?? null,
      now: ctx.now(),
    });
    if (!made.ok) throw new ApiError("validation_failed", made.message);
    const r = made.record;
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    return {
      status: 200,
      body: {
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        name: r.name,
        prefix: r.prefix,
        start: r.start,
        key: r.key,
        enabled: r.enabled,
        expiresAt: iso(r.expiresAt),
        referenceId: userId,
        userId,
        configId: body.configId ?? null,
        lastRefillAt: iso(r.lastRefillAt),
        lastRequest: iso(r.lastRequest),
        metadata: r.metadata,
        rateLimitMax: r.rateLimitMax,
        rateLimitTimeWindow: r.rateLimitTimeWindow,
        rateLimitEnabled: r.rateLimitEnabled,
        remaining: r.remaining,
        refillAmount: r.refillAmount,
        refillInterval: r.refillInterval,
        requestCount: r.requestCount,
        permissions: r.permissions,
      },
    };
  },
} satisfies Partial<AccountKeysHandlers>;
