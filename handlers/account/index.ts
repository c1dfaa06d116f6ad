/**
 * Handlers of the account service (spec/account): sessions, billing and the API-key tree.
 * Validation, credentials, rate limits and error shapes come from the contract via the runtime.
 */
import type { AccountHandlers } from "../../generated/account/types.js";
import type { ServiceModule } from "../../runtime/service.js";
import { billingHandlers } from "./billing/routes.js";
import { accountVariables, salesTaxBps } from "./config.js";
import type { AccountExtras } from "./context.js";
import { healthHandlers } from "./health.js";
import { keyHandlers } from "./keys/routes.js";
import { sessionHandlers } from "./sessions/manage.js";

/** Every account operation: one handlers object per tag of the contract. */
export const accountHandlers: AccountHandlers = {
  ...healthHandlers,
  ...sessionHandlers,
  ...billingHandlers,
  ...keyHandlers,
};

/** The account service: its handlers and its configuration, read once from the runtime's. */
export const accountModule: ServiceModule<AccountExtras> = {
  handlers: accountHandlers,
  config: accountVariables,
  setup: (deps) => ({ context: { config: { salesTaxBps: salesTaxBps(deps.env) } } }),
};
