/**
 * The plan catalogue: the subscriptions the account service sells. Our design (the seed does
 * not show plans). The local processor bills from this table; on Stripe each plan id names a
 * recurring Price (configured by `STRIPE_PRICES` or a price whose `lookup_key` is the plan id),
 * and the table still says what to grant.
 *
 * Grants are in micro-USD of credit (the unit of `credit_accounts.balance_micros`), given on every
 * `invoice.paid` of the plan's subscription — the first invoice and each monthly renewal.
 */

/** One plan. */
export interface Plan {
  id: string;
  name: string;
  /** Charged each month, integer cents. */
  amountCents: number;
  currency: "usd";
  interval: "month";
  /** Credit granted per paid invoice, micro-USD. Worth a little more than the price: the plan's discount. */
  monthlyCreditMicros: bigint;
}

/** Every plan, by id. */
export const PLANS: Readonly<Record<string, Plan>> = Object.freeze({
  starter: {
    id: "starter",
    name: "Starter",
    amountCents: 900,
    currency: "usd",
    interval: "month",
    monthlyCreditMicros: 10_000_000n,
  },
  pro: {
    id: "pro",
    name: "Pro",
    amountCents: 2900,
    currency: "usd",
    interval: "month",
    monthlyCreditMicros: 35_000_000n,
  },
});

/** The plan with this id, or undefined (a `planId` straight from a request body may be anything). */
export function findPlan(planId: string): Plan | undefined {
  return Object.hasOwn(PLANS, planId) ? PLANS[planId] : undefined;
}
