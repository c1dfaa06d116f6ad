/** The caller's processor customer, created on first need. */
import type { HandlerContext } from "../../../runtime/context.js";
import { type AccountBilling, findBilling, saveCustomer } from "../../../storage/account/billing.js";
import { findUser } from "../../../storage/platform/users.js";

/** The user's billing row, creating the processor customer the first time (a 502 if unreachable). */
export async function ensureBilling(ctx: HandlerContext, userId: string): Promise<AccountBilling> {
  const existing = await findBilling(ctx.db, userId);
  if (existing) return existing;
  const user = await findUser(ctx.db, userId);
  const customer = await ctx.payments.createCustomer({
    ...(user ? { email: user.email } : {}),
    metadata: { service: "account", userId },
  });
  return saveCustomer(ctx.db, userId, customer.id);
}
