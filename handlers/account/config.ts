/**
 * The environment variables of the account service, registered through `accountModule.config`
 * (checked at start, listed in the README and `.env.example`). Read once by its set-up.
 */
import { defineSection, integer } from "../../runtime/config/define.js";
import { readSection } from "../../runtime/config/read.js";

/** The account service's variables. */
export const accountVariables = defineSection("account", {
  ACCOUNT_SALES_TAX_BPS: {
    description:
      "sales tax added on top of top-ups, in basis points (0–10000; the formula is in `spec/account/billing.tsp`)",
    schema: integer(0, 10_000),
    default: "725",
  },
});

/** The sales-tax rate; a malformed value is a start-up error, not a silent 0. */
export function salesTaxBps(env: Readonly<Record<string, string | undefined>>): number {
  return readSection(accountVariables, env).ACCOUNT_SALES_TAX_BPS;
}
