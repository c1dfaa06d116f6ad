/**
 * `GET /api/keys`, `POST /api/keys/provision`, `POST /api/keys/revoke`: the delegation tree, and
 * better-auth's create (./betterAuth.ts). Clamping, pooled caps and subtree revocation live in
 * storage/platform/keyTree.ts; these map the contract onto it and its refusals onto 404/409.
 */
import type { AccountKeysHandlers, KeyEntry } from "../../../generated/account/types.js";
import { ApiError } from "../../../runtime/errors.js";
import {
  type KeyListing,
  type KeyTreeError,
  listKeys,
  provisionKey,
  revokeKeySubtree,
} from "../../../storage/platform/keyTree.js";
import { keyActor } from "./actor.js";
import { betterAuthKeyHandlers } from "./betterAuth.js";

function refusal(e: KeyTreeError, field: string): ApiError {
  return new ApiError(e.error, e.message, {
    issues: [{ location: "body", name: field, message: e.message }],
  });
}

function entry(k: KeyListing): KeyEntry {
  return {
    id: k.id,
    name: k.name,
    start: k.start,
    scopes: k.scopes,
    enabled: k.enabled,
    expiresAt: k.expiresAt?.toISOString() ?? null,
    lastUsed: k.lastUsed?.toISOString() ?? null,
    creditsUsed: k.creditsUsed,
    subtreeCreditsUsed: k.subtreeCreditsUsed,
    creditLimit: k.creditLimit,
    rateLimitSharePct: k.rateLimitSharePct,
    parentKeyId: k.parentKeyId,
    depth: k.depth,
  };
}

/** The API-key handlers. */
export const keyHandlers: AccountKeysHandlers = {
  ...betterAuthKeyHandlers,

  async keys_list(_input, ctx) {
    const keys = await listKeys(ctx.db, keyActor(ctx));
    return { status: 200, body: { keys: keys.map(entry) } };
  },

  async keys_provision(input, ctx) {
    const body = input.body;
    const made = await provisionKey(ctx.db, {
      by: keyActor(ctx),
      name: body.name,
      scopes: body.scopes ?? [],
      creditLimitMicros: body.creditLimit ?? null,
      rateLimitSharePct: body.rateLimitSharePct ?? null,
      expiresInDays: body.expiresInDays ?? null,
      parentKeyId: body.parentKeyId ?? null,
      now: ctx.now(),
    });
    if (!made.ok) throw refusal(made, "/parentKeyId");
    return {
      status: 200,
      body: {
        key: made.key,
        keyId: made.keyId,
        scopes: made.scopes,
        creditLimit: made.creditLimitMicros,
        rateLimitSharePct: made.rateLimitSharePct,
        expiresAt: made.expiresAt?.toISOString() ?? null,
      },
    };
  },

  async keys_revoke(input, ctx) {
    const done = await revokeKeySubtree(ctx.db, keyActor(ctx), input.body.keyId, ctx.now());
    if (!done.ok) throw refusal(done, "/keyId");
    return { status: 200, body: { ok: true, revoked: done.revoked } };
  },
};
