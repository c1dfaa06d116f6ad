/**
 * Owner resolvers for the operations the contract scopes to the record's owner. The runtime
 * answers 404 when a resolver says null and 403 when the owner is someone else; the contract
 * says another person's order or token answers 404 "as a missing one does" (so ids do not
 * reveal what exists), so a record the caller may not see resolves to null here.
 * Administrators see every record, those without an owner too.
 */
import type { HandlerContext } from "../../runtime/context.js";
import { apiTokenOwner } from "../../storage/storefront/apiTokens.js";
import { parseRecordId } from "../../storage/storefront/ids.js";
import { orderOwner } from "../../storage/storefront/orders.js";

/** What the runtime should see as the owner: null unless the caller may act on the record. */
export function ownerAsSeenBy(ctx: HandlerContext, owner: string | null | undefined): string | null {
  const caller = ctx.caller;
  if (owner === undefined || !caller?.userId) return null;
  if (caller.role === "admin") return owner ?? caller.userId;
  return owner === caller.userId ? owner : null;
}

async function resolve(
  ctx: HandlerContext,
  idText: string,
  lookup: (id: number) => Promise<string | null | undefined>,
): Promise<string | null> {
  const id = parseRecordId(idText);
  return id === undefined ? null : ownerAsSeenBy(ctx, await lookup(id));
}

/** The `owners` block of both variants' handlers. */
export const owners = {
  order_get: (input: { path: { id: string } }, ctx: HandlerContext) =>
    resolve(ctx, input.path.id, (id) => orderOwner(ctx.db, id)),
  tokens_revoke: (input: { path: { id: string } }, ctx: HandlerContext) =>
    resolve(ctx, input.path.id, (id) => apiTokenOwner(ctx.db, id)),
};
