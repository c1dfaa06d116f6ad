/**
 * `x-owner-scoped` enforcement. An owner-scoped operation needs a caller who is a person (401
 * otherwise: a key that belongs to no one cannot own records); when it names a record (has path
 * parameters), the service's `owners.<operationId>` resolver says whose record it is. A missing
 * record and someone else's record both answer 404, so callers cannot probe for records that
 * exist; admins may act on any record. Operations without a record id act on the caller's own data.
 */

import type { HandlerContext } from "../context.js";
import type { AnyHandler, OperationDefinition } from "../contract.js";
import { ApiError } from "../errors.js";

/** Looks up the owner (a user id) of the record an operation's input names; null when missing. */
export type OwnerResolver = (input: never, ctx: HandlerContext) => Promise<string | null>;

/** Throws the 401/403/404 that ownership calls for, or returns when the caller may proceed. */
export async function enforceOwnership(
  op: OperationDefinition,
  handlers: object,
  input: unknown,
  ctx: HandlerContext,
): Promise<void> {
  if (!op.policy.ownerScoped) return;
  const { caller } = ctx;
  if (!caller) throw new ApiError("credentials_required", "This operation needs a signed-in caller");
  if (!caller.userId) {
    throw new ApiError(
      "wrong_credential_kind",
      "This operation acts on a person's records; use their session or token",
    );
  }
  const owners = (handlers as { owners?: Record<string, OwnerResolver | AnyHandler | undefined> }).owners;
  const resolve = owners?.[op.operationId] as OwnerResolver | undefined;
  const namesRecord = op.parameters.some((p) => p.in === "path");
  if (!namesRecord) return;
  if (!resolve)
    throw new Error(
      `owner-scoped ${op.operationId} names a record but handlers.owners has no resolver for it`,
    );
  const owner = await resolve(input as never, ctx);
  if (owner === null || (owner !== caller.userId && caller.role !== "admin")) {
    throw new ApiError("not_found", "No such record");
  }
}
