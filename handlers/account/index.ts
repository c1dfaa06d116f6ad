/**
 * Handlers of the account service (spec/account): sessions, billing and the API-key tree.
 * Validation, credentials, rate limits and error shapes come from the contract via the runtime.
 */
import type { AccountHandlers } from "../../generated/account/types.js";
import { salesTaxBps } from "./billing/quote.js";
import { billingHandlers } from "./billing/routes.js";
import { billingWebhook } from "./billing/webhook.js";
import { healthHandlers } from "./health.js";
import { betterAuthKeyHandlers } from "./keys/betterAuth.js";
import { keyHandlers } from "./keys/routes.js";
import { sessionHandlers } from "./sessions/manage.js";
import { signInEmail, signUpEmail } from "./sessions/signIn.js";

/** Options of {@link createAccountHandlers}. */
export interface AccountOptions {
  /** Sales tax on top-ups, basis points. Default: `ACCOUNT_SALES_TAX_BPS`, else 725. */
  salesTaxBps?: number;
}

/** The account service's handlers. */
export function createAccountHandlers(options: AccountOptions = {}): AccountHandlers {
  return {
    ...healthHandlers,
    sign_up_email: signUpEmail,
    sign_in_email: signInEmail,
    ...sessionHandlers,
    ...billingHandlers(options.salesTaxBps ?? salesTaxBps()),
    billing_webhook: billingWebhook,
    ...keyHandlers,
    ...betterAuthKeyHandlers,
  };
}

/** The handlers the registry serves (configuration from the environment). */
export const accountHandlers: AccountHandlers = createAccountHandlers();
